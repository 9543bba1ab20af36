type Container = Record<string, unknown> | unknown[];

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

/**
 * A copy of `props` with the value at `path` (`items.0.title`) replaced, every object on the way
 * copied and nothing else: `undefined` removes the key (an optional prop left empty).
 */
export function setAt(props: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const set = (target: unknown, [head, ...rest]: string[]): unknown => {
    if (head === undefined) return value;
    const copy: Container = Array.isArray(target) ? [...target] : isContainer(target) ? { ...target } : /^\d+$/.test(head) ? [] : {};
    const next = set((copy as Record<string, unknown>)[head], rest);
    if (next === undefined && !Array.isArray(copy)) delete (copy as Record<string, unknown>)[head];
    else (copy as Record<string, unknown>)[head] = next;
    return copy;
  };
  return set(props, path.split('.').filter(Boolean)) as Record<string, unknown>;
}

/** `['items', 0, 'title']` → `items.0.title`: a zod issue's path as the form keys its errors. */
export const pathOf = (segments: readonly PropertyKey[]) => segments.map(String).join('.');
