import { normalizePath } from '../rules/route-patterns.ts';

/**
 * Sub-routes a block adds under the path of the page holding it (spec, platform §2 "Sub-routes added
 * by block types"): patterns such as `/:id`, relative to that path. Plain functions and types, no
 * schema, so the shell (web router, server paths) reads them without zod.
 */

type Flatten<T> = { [K in keyof T]: T[K] } & {};

/** The params a pattern names, each a string: `RouteParams<'/:subject/messages/:message'>` is `{ subject; message }`. */
export type RouteParams<P extends string> = Flatten<ParamsOf<P>>;

type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, string>;

/** The full path of a sub-route of the page at `pagePath` (`/blog` + `/:id` → `/blog/:id`; the home page's is the pattern). */
export const subRoutePath = (pagePath: string, pattern: string): string => {
  const base = normalizePath(pagePath);
  return base === '/' ? pattern : `${base}${pattern}`;
};

export interface SubRouteMatch {
  pattern: string;
  params: Record<string, string>;
}

/**
 * The sub-route of the page at `pagePath` that `path` opens, with its params decoded; null when the
 * path is the page itself, is outside it, matches none of `patterns`, or cannot be decoded. The
 * first matching pattern wins (a block lists its fixed paths before its `/:id`).
 */
export function matchSubRoute(pagePath: string, patterns: readonly string[], path: string): SubRouteMatch | null {
  const base = normalizePath(pagePath);
  const given = normalizePath(path);
  const prefix = base === '/' ? '' : base;
  if (given === base || !given.startsWith(`${prefix}/`)) return null;
  const rest = given.slice(prefix.length).split('/');
  for (const pattern of patterns) {
    const wanted = normalizePath(pattern).split('/');
    if (wanted.length !== rest.length) continue;
    const params: Record<string, string> = {};
    let matches = true;
    for (const [index, segment] of wanted.entries()) {
      const value = rest[index]!;
      if (segment.startsWith(':')) {
        if (value === '') {
          matches = false;
          break;
        }
        try {
          params[segment.slice(1)] = decodeURIComponent(value);
        } catch {
          return null;
        }
      } else if (segment !== value) {
        matches = false;
        break;
      }
    }
    if (matches) return { pattern, params };
  }
  return null;
}
