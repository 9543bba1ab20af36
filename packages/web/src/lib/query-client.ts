import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** A client error (4xx) will not change by asking again; network and server errors may. */
const shouldRetry = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2;

const isWalkable = (value: unknown): value is object =>
  Array.isArray(value) || (typeof value === 'object' && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value)));

/**
 * Whether two answers hold the same values. A deserialized JSON:API answer is a graph with cycles
 * (a command's lines name the command, which lists its lines): a pair met again is taken as equal,
 * so each pair of objects is compared once.
 */
function isSameGraph(previous: unknown, next: unknown, compared: Map<object, Set<object>>): boolean {
  if (Object.is(previous, next)) return true;
  // Only arrays and plain objects are compared by their values (a Date is not, as TanStack Query's own sharing does).
  if (!isWalkable(previous) || !isWalkable(next) || Array.isArray(previous) !== Array.isArray(next)) return false;
  const pairs = compared.get(previous) ?? new Set<object>();
  if (pairs.has(next)) return true;
  compared.set(previous, pairs.add(next));
  const keys = Object.keys(previous);
  if (keys.length !== Object.keys(next).length) return false;
  return keys.every((key) => Object.hasOwn(next, key) && isSameGraph((previous as Record<string, unknown>)[key], (next as Record<string, unknown>)[key], compared));
}

/**
 * The cache's structural sharing: an answer with the same values keeps the previous one (screens see
 * no change), any other replaces it whole. TanStack Query's own sharing walks every path of a graph
 * down to 500 levels: a graph whose cycles branch (a command naming its step and its line, each
 * naming the command) froze the tab when refetched — the back office's command screen after moving
 * a step or replacing an item. Sharing parts of a changed graph would also leave an unchanged part
 * naming the previous graph's objects.
 */
export const keepSameAnswer = (previous: unknown, next: unknown) => (isSameGraph(previous, next, new Map()) ? previous : next);

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, retry: shouldRetry, refetchOnWindowFocus: false, structuralSharing: keepSameAnswer },
    },
  });
}
