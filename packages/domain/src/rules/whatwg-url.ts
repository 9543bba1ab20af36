/**
 * The part of the WHATWG URL parser the rules use. It is a global of both Node and browsers, but the
 * domain compiles without DOM or Node types, so it is described here rather than imported.
 */
export interface ParsedUrl {
  protocol: string;
  origin: string;
  username: string;
  password: string;
  hostname: string;
  pathname: string;
  searchParams: { get(name: string): string | null };
}

export const WhatwgUrl = (globalThis as unknown as { URL: new (input: string, base?: string) => ParsedUrl }).URL;
