import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The calls a visitor's boot makes before it can show anything (packages/web/src/app/boot), but the
 * user's: `GET /users/me` hands the visitor the anti-forgery cookie, so the web still makes it.
 */
const BOOT_CALLS = ['/api/v1/services/runtime-environment', '/api/v1/services/web-language-lines', '/api/v1/services/app-menu'] as const;

export interface FirstScreenAnswers {
  /** The interface language the answers were made in: the web uses them only if it boots in it. */
  locale: string;
  /** Each call's URL and its body, exactly as the call would have answered it. */
  answers: Record<string, unknown>;
  /** The block types the page at this address shows (not sent: their code is preloaded). */
  blocks: string[];
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * Block type → the files of its code the entry does not already bring, from the web build's
 * manifest (`dist/.vite/manifest.json`; each block type lives in `src/blocks/<kebab-name>/`).
 * Empty without a manifest: the page then loads its blocks' code after the script, as before.
 */
export function blockChunks(webDistDir: string): Map<string, string[]> {
  const chunks = new Map<string, string[]>();
  const path = join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return chunks;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  const initial = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, initial);
  for (const key of Object.keys(manifest)) {
    const match = /^src\/blocks\/([a-z-]+)\/\1\.tsx$/.exec(key);
    if (!match) continue;
    const files = new Set<string>();
    collect(key, files);
    const name = match[1]!.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    chunks.set(name, [...files].filter((file) => !initial.has(file)).map((file) => `/${file}`));
  }
  return chunks;
}

interface PageAnswer {
  included?: { type: string; attributes?: { name?: unknown } }[];
}

interface EnvironmentAnswer {
  data?: { pages?: { id: string; path: string; requiresAuth?: boolean }[] };
}

/**
 * What a visitor's first screen will ask for, answered in the HTML document itself, so that the
 * boot does not wait for three round trips after the script has run (Lighthouse's LCP on phones):
 * the runtime environment, the messages, the menu and the public page at this
 * address. Only for visitors without a session: a signed-in user's answers depend on the session,
 * which a document must not carry. Each answer is made by the real route (`inject`, same locale
 * header as the web's calls), so it holds exactly what the call would answer, with the same access
 * rules; an answer that is not a 200 is left out and the web asks for it as usual.
 */
export async function firstScreenAnswers(app: FastifyInstance, request: FastifyRequest): Promise<FirstScreenAnswers | null> {
  if (request.cookies[app.sessionCookieName] !== undefined) return null;
  const locale = request.locale;
  const headers = { accept: 'application/vnd.api+json', 'accept-language': locale, 'x-requested-with': 'XMLHttpRequest' };
  const answers: Record<string, unknown> = {};
  const blocks: string[] = [];
  const call = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) return undefined;
    const body: unknown = response.json();
    answers[url] = body;
    return body;
  };
  const [environment] = await Promise.all(BOOT_CALLS.map(call));
  let path: string;
  try {
    path = decodeURIComponent(request.url.split('?')[0] ?? '/').replace(/(.)\/+$/, '$1');
  } catch {
    return { locale, answers, blocks };
  }
  const page = (environment as EnvironmentAnswer | undefined)?.data?.pages?.find((candidate) => candidate.path === path && !candidate.requiresAuth);
  const document = page ? ((await call(`/api/v1/services/app-pages/${encodeURIComponent(page.id)}`)) as PageAnswer | undefined) : undefined;
  for (const resource of document?.included ?? []) {
    if (resource.type === 'app-page-components' && typeof resource.attributes?.name === 'string') blocks.push(resource.attributes.name);
  }
  return { locale, answers, blocks };
}

/**
 * The document with the answers in a data block (`type="application/json"`: never executed, so the
 * Content-Security-Policy's `script-src 'self'` stands). `<` is escaped so that no text of the
 * answers can close the element.
 */
export function documentWith(html: string, firstScreen: FirstScreenAnswers | null, chunks: Map<string, string[]>): string {
  if (!firstScreen) return html;
  const { locale, answers, blocks } = firstScreen;
  const json = JSON.stringify({ locale, answers }).replace(/</g, '\\u003c');
  // The page's block code, fetched with the entry rather than after it has run.
  const files = new Set(blocks.flatMap((name) => chunks.get(name) ?? []));
  const preloads = [...files].map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
  if (preloads) html = html.replace('</head>', `${preloads}</head>`);
  const block = `<script type="application/json" id="first-screen">${json}</script>`;
  return html.includes('</body>') ? html.replace('</body>', `${block}</body>`) : html + block;
}
