import { BLOCK_NAMES, blockDeclaration, isBlockName } from '@relais/domain';
import type { BlockDeclaration } from '@relais/domain';
import { attributePointer, validationFailed } from '../../http/errors.ts';
import type { FieldError } from '../../http/errors.ts';
import { sanitizeRichText } from '../../security/rich-text.ts';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Sanitises, in place, the rich-text strings at `path` (`items.*.content`) of one language's props. */
function sanitizeAt(value: unknown, [head, ...rest]: string[]): unknown {
  if (head === undefined) return typeof value === 'string' ? sanitizeRichText(value) : value;
  if (head === '*') return Array.isArray(value) ? value.map((item) => sanitizeAt(item, rest)) : value;
  if (!isRecord(value) || !(head in value)) return value;
  return { ...value, [head]: sanitizeAt(value[head], rest) };
}

/**
 * One language's props checked against the block's declaration: completed with its defaults and
 * its rich text sanitised, or the errors, each naming the prop by JSON pointer.
 */
function checkProps(declaration: BlockDeclaration, locale: string, props: unknown): { props?: Json; errors: FieldError[] } {
  const result = declaration.props.safeParse(props);
  if (!result.success) {
    const errors = result.error.issues.flatMap((issue) => {
      // An unknown prop is reported at its own name rather than at the object holding it.
      const keys = issue.code === 'unrecognized_keys' ? issue.keys : [null];
      return keys.map((key) => ({
        pointer: [attributePointer('props'), ...issue.path.map(String), ...(key === null ? [] : [key])].join('/'),
        rule: issue.code === 'unrecognized_keys' ? 'unknown_prop' : 'block_prop',
        detail: issue.code === 'unrecognized_keys' ? `A ${declaration.name} block has no prop "${key}".` : issue.message,
        meta: { locale },
      }));
    });
    return { errors };
  }
  const clean = declaration.richText.reduce<unknown>((value, path) => sanitizeAt(value, path.split('.')), result.data);
  return { props: clean as Json, errors: [] };
}

/**
 * A page component's type and props, before they are written: the type is a declared block, and
 * each language's props are valid for it (completed with defaults, rich text sanitised). Checks the
 * stored props again when only the type changes. Throws a 422 naming each wrong prop.
 */
export function checkComponent(values: { name?: unknown; props?: unknown }, before: { name?: unknown; props?: unknown } | null): void {
  const name = values.name ?? before?.name;
  if (typeof name !== 'string' || !isBlockName(name)) {
    throw validationFailed([{ pointer: attributePointer('name'), rule: 'block', detail: `"${String(name)}" is not a block type; the types are ${BLOCK_NAMES.join(', ')}.` }]);
  }
  if (!('props' in values) && values.name === undefined) return;
  const stored = 'props' in values ? values.props : before?.props;
  if (stored === null || stored === undefined) return;
  if (!isRecord(stored)) throw validationFailed([{ pointer: attributePointer('props'), rule: 'json', detail: 'Props are an object per language.' }]);
  const declaration = blockDeclaration(name);
  const errors: FieldError[] = [];
  const checked: Json = {};
  for (const [locale, props] of Object.entries(stored)) {
    const result = checkProps(declaration, locale, props);
    errors.push(...result.errors);
    checked[locale] = result.props;
  }
  if (errors.length) throw validationFailed(errors);
  values.props = checked;
}
