/**
 * Cuts a text to at most `max` characters (code points, as lengths are counted everywhere), ending a
 * cut text with an ellipsis that counts as one of them. A text that fits comes back trimmed.
 */
export function truncateText(text: string, max: number): string {
  const trimmed = text.trim();
  const characters = [...trimmed];
  if (characters.length <= max) return trimmed;
  return `${characters.slice(0, Math.max(0, max - 1)).join('').trimEnd()}…`;
}
