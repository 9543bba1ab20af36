/**
 * A machine-translated text is recognised by a marker in the translation (spec, domain "Base model"):
 * the text starts with `[MT] `, after any opening tags of rich text (`<p>[MT] …`). The translator
 * writes it; a person who edits the text takes it away, so what remains marked is what nobody has
 * reviewed yet.
 */
export const MACHINE_TRANSLATION_MARKER = '[MT] ';

const MARKED = /^((?:<[^>]+>)*)\[MT\] /;

export const isMachineTranslated = (value: unknown): boolean => typeof value === 'string' && MARKED.test(value);

/** The text without its marker (unchanged when there is none). */
export const withoutMachineMarker = (value: string): string => value.replace(MARKED, '$1');
