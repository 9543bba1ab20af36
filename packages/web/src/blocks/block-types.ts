/** What every block component receives from the page. */
export interface BlockProps {
  /** The block's props as the editor saved them; each block reads its own shape defensively. */
  props: Record<string, unknown>;
  /** Level of the block's own heading: 1 for the block that opens the page, 2 after. */
  headingLevel: 1 | 2;
}

export const asString = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

export const asArray = <T = Record<string, unknown>>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

export const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
