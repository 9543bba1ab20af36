import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESSIBILITY_COOKIE, BLOCK_TYPES, blockOfSubRoute, blockScreenOf, isBlockName, isLocale, LOCALE_COOKIE, MAIN_SCREEN, matchSubRoute, subRoutePath, metaDescriptionOf, queryString, screenQuery, screenReads, shellScreenAt } from '@relais/domain';
import type { BlockScreen, FeatureSet } from '@relais/domain';
import type { FirstScreenRendering } from '@relais/domain';
import { startDrawingWorkers } from './drawing-workers.ts';

/**
 * The calls a visitor's boot makes before it can show anything (packages/web/src/app/boot), but the
 * user's: `GET /users/me` hands the visitor the anti-forgery cookie, so the web still makes it.
 */
const BOOT_CALLS = ['/api/v1/services/runtime-environment', '/api/v1/services/web-language-lines', '/api/v1/services/app-menu'] as const;

/** A signed-in member's boot also needs who they are: the web then boots as them from the document. */
const ME_CALL = '/api/v1/users/me';

export interface FirstScreenAnswers {
  /** The interface language the answers were made in: the web uses them only if it boots in it. */
  locale: string;
  /** Each call's URL and its body, exactly as the call would have answered it. */
  answers: Record<string, unknown>;
  /** The block types the page at this address shows (not sent: their code is preloaded). */
  blocks: string[];
  /** The page at this address, when its answer is among them (then the screen can be drawn). */
  pageId: string | null;
  /** The address is a shell screen the server draws (domain `SHELL_SCREENS`: an organization's page), not a page's. */
  isShellScreen?: boolean;
  /** The address the screen is drawn for: its path and the query parameters its blocks read. */
  url: string;
  /** Answers for a signed-in member: theirs alone, never memoised nor shared (decisions.md). */
  isMember: boolean;
  /** The address names a block's record that is missing or deleted: the document is a 404. */
  isMissing: boolean;
  /**
   * The cookies `/users/me` set for a member (the anti-forgery token bound to their session): the
   * web does not make that call when the document carries its answer, so the document sets them.
   */
  setCookies?: string[];
  /** The document's title when the screen is a record's (`{site} - {record}`, as the web then sets it), else null. */
  title: string | null;
  /** The record's meta description when the screen is a record's and it has a text to say, else null. */
  description?: string | null;
  /** The address an old sub-route leads to (a repository's `/items/:item`): the document is a permanent redirect there. */
  redirect?: string;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The key of a block screen's own chunk in `blockChunks`: `pageBlogPosts.id` for the blog's `/:id`,
 * whose code is `src/blocks/page-blog-posts/page-blog-posts.id.tsx` (a record's screen kept out of
 * the list's chunk).
 */
export const screenChunkKey = (name: string, pattern: string) => `${name}.${pattern.replace(/^\//, '').replace(/:/g, '').replace(/\//g, '-')}`;

/**
 * Block type → the files of its code the entry does not already bring, from the web build's
 * manifest (`dist/.vite/manifest.json`; each block type lives in `src/blocks/<kebab-name>/`), and
 * a block screen kept in a chunk of its own (`<kebab-name>.<screen>.tsx`) → its files, under
 * `screenChunkKey`. Empty without a manifest: the page then loads its blocks' code after the script.
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
    const match = /^src\/blocks\/([a-z-]+)\/\1(\.[a-z0-9-]+)?\.tsx$/.exec(key);
    if (!match) continue;
    const files = new Set<string>();
    collect(key, files);
    const name = match[1]!.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()) + (match[2] ?? '');
    chunks.set(name, [...files].filter((file) => !initial.has(file)).map((file) => `/${file}`));
  }
  return chunks;
}

interface PageAnswer {
  data?: { attributes?: { path?: unknown } };
  included?: { type: string; attributes?: { name?: unknown; props?: unknown; position?: unknown } }[];
}

interface EnvironmentAnswer {
  data?: { appName?: string; pages?: { id: string; path: string; requiresAuth?: boolean; subRoutes?: string[] }[]; features?: Partial<FeatureSet> };
}

/** The screen a block shows at an address, with what its reads are made from. */
interface BlockScreenAt {
  screen: BlockScreen<never, never>;
  props: unknown;
  params: Record<string, string>;
  query: Record<string, string>;
}

/** The title of the record a screen's record read answered (its first resource's), or null. */
const recordTitle = (answer: unknown): string | null => {
  const data = (answer as { data?: unknown } | undefined)?.data;
  const title = ((Array.isArray(data) ? data[0] : data) as { attributes?: { title?: unknown } } | undefined)?.attributes?.title;
  return typeof title === 'string' && title !== '' ? title : null;
};

/**
 * The meta description of the record a screen's record read answered: its summary, else the start
 * of its text or description (as the web's record screens say it), or null.
 */
const recordDescription = (answer: unknown): string | null => {
  const data = (answer as { data?: unknown } | undefined)?.data;
  const attributes = ((Array.isArray(data) ? data[0] : data) as { attributes?: Record<string, unknown> } | undefined)?.attributes ?? {};
  const text = [attributes.shortDescription, attributes.content, attributes.description].find((value) => typeof value === 'string' && value.trim() !== '');
  return metaDescriptionOf(text as string | undefined);
};

/** Whether the answer of a screen's record read holds no record (an empty list, no data). */
const holdsNoRecord = (answer: unknown) => {
  const data = (answer as { data?: unknown } | undefined)?.data;
  return data === null || data === undefined || (Array.isArray(data) && data.length === 0);
};

/**
 * The language the visitor's app will start in (web lib/locale.ts `preferredLocale`): the one they
 * chose (its cookie), then `?lang=`, then their browser's, among the site's languages.
 */
export function documentLocale(app: FastifyInstance, request: FastifyRequest): string {
  const { locales } = app.config;
  const chosen = request.cookies[LOCALE_COOKIE];
  if (isLocale(chosen) && locales.includes(chosen)) return chosen;
  const asked = new URLSearchParams(request.url.split('?')[1] ?? '').get('lang');
  if (isLocale(asked) && locales.includes(asked)) return asked;
  return request.locale;
}

let lastTurn: Promise<unknown> = Promise.resolve();

/**
 * Resolves in a later turn of the event loop than the previous caller's: the calls a document makes
 * start one a turn, so that other requests are read between them. On the embedded database (PGlite,
 * which runs its queries on this thread) a call runs to its answer without giving the loop back, and
 * four documents' calls started in one turn held it for 30–50 ms of CPU at a time; one a turn, about 10.
 */
function nextTurn(): Promise<unknown> {
  const turn = lastTurn.then(() => new Promise((resolve) => setImmediate(resolve)));
  lastTurn = turn;
  return turn;
}

/**
 * What the first screen will ask for, answered in the HTML document itself, so that the boot does
 * not wait for three round trips after the script has run (Lighthouse's LCP on phones): the runtime
 * environment, the messages, the menu, the page at this address, and the data its blocks' screens
 * declare (domain `blocks/screens.ts`): the list a blog shows, the post a sub-route names. Each answer
 * is made by the real route (`inject`, same locale header as the web's calls, and for a signed-in
 * member their session cookie), so it holds exactly what the call would answer them, with the same
 * access rules; an answer that is not a 200 is left out and the web asks for it as usual. A member's
 * answers also carry who they are (`/users/me`); they are theirs: the document goes out private and
 * its drawing is never memoised (`isMember`).
 */
export async function firstScreenAnswers(app: FastifyInstance, request: FastifyRequest): Promise<FirstScreenAnswers | null> {
  const session = request.cookies[app.sessionCookieName];
  const isMember = session !== undefined;
  const locale = documentLocale(app, request);
  const headers: Record<string, string> = { accept: 'application/vnd.api+json', 'accept-language': locale, 'x-requested-with': 'XMLHttpRequest' };
  // Only the session cookie goes with the calls: nothing else of the request is theirs to read.
  const cookies = isMember ? { [app.sessionCookieName]: session } : undefined;
  const answers: Record<string, unknown> = {};
  const blocks: string[] = [];
  let setCookies: string[] | undefined;
  const call = async (url: string) => {
    await nextTurn();
    const response = await app.inject({ method: 'GET', url, headers, ...(cookies ? { cookies } : {}) });
    if (url === ME_CALL) {
      const set = response.headers['set-cookie'];
      setCookies = set === undefined ? undefined : Array.isArray(set) ? set : [String(set)];
    }
    if (response.statusCode !== 200) return { status: response.statusCode, body: undefined };
    const body: unknown = response.json();
    answers[url] = body;
    return { status: 200, body };
  };
  const boot = await Promise.all([...BOOT_CALLS, ...(isMember ? [ME_CALL] : [])].map(call));
  const environment = boot[0]?.body as EnvironmentAnswer | undefined;
  // A session the server no longer knows (expired): the member is a visitor, whose boot is drawn.
  if (isMember && (answers[ME_CALL] as { data?: unknown } | undefined)?.data == null) return null;
  const path = pathOfDocument(request.url);
  const none = { locale, answers, blocks, pageId: null, url: path ?? '/', isMember, isMissing: false, title: null, ...(setCookies ? { setCookies } : {}) };
  if (path === null) return none;
  // The environment lists only the pages this reader may open; a visitor's document draws only public ones.
  const pages = (environment?.data?.pages ?? []).filter((candidate) => isMember || !candidate.requiresAuth);
  const features = environment?.data?.features ?? {};
  const exact = pages.find((candidate) => candidate.path === path);
  const sub = exact ? null : pages.map((page) => ({ page, match: matchSubRoute(page.path, page.subRoutes ?? [], path) })).find((found) => found.match);
  const page = exact ?? sub?.page;
  if (!page) return shellScreenAnswers(path, features, environment?.data?.appName, call, none);
  const document = (await call(`/api/v1/services/app-pages/${encodeURIComponent(page.id)}`)).body as PageAnswer | undefined;
  if (!document) return none;
  const components = (document.included ?? []).filter((resource) => resource.type === 'app-page-components' && typeof resource.attributes?.name === 'string');
  components.sort((a, b) => Number(a.attributes?.position ?? 0) - Number(b.attributes?.position ?? 0));
  const names = components.map((component) => component.attributes!.name as string);
  const search = request.url.split('?')[1] ?? '';
  const screens: BlockScreenAt[] = [];
  if (sub?.match) {
    // A sub-route shows its block's screen alone (web: features/pages, decisions.md).
    const name = blockOfSubRoute(names, sub.match.pattern, features);
    const component = components.find((candidate) => candidate.attributes!.name === name);
    const screen = name ? blockScreenOf(name, sub.match.pattern) : undefined;
    if (!name || !component || !screen) return none;
    // An old address kept working: the server sends the reader on, the query kept.
    if (screen.redirect) return { ...none, redirect: `${subRoutePath(page.path, (screen.redirect as (params: Record<string, string>) => string)(sub.match.params)) || '/'}${search ? `?${search}` : ''}` };
    // The block's code and its screen's own chunk, when it has one.
    blocks.push(name, screenChunkKey(name, sub.match.pattern));
    screens.push({ screen, props: component.attributes!.props ?? {}, params: sub.match.params, query: screenQuery(screen, search) });
  } else {
    for (const component of components) {
      const name = component.attributes!.name as string;
      if (!isBlockName(name)) continue;
      const feature = BLOCK_TYPES[name].feature;
      if (feature && !features[feature]) continue;
      // The block's code and its main screen's own chunk, when it has one.
      blocks.push(name, screenChunkKey(name, MAIN_SCREEN));
      const screen = blockScreenOf(name, MAIN_SCREEN);
      if (screen) screens.push({ screen, props: component.attributes!.props ?? {}, params: {}, query: screenQuery(screen, search) });
    }
  }
  let isMissing = false;
  let title: string | null = null;
  let description: string | null = null;
  await Promise.all(
    screens.map(async ({ screen, props, params, query }) => {
      const reads = screenReads(screen, { props, params, query });
      await Promise.all(
        Object.entries(reads).map(async ([name, url]) => {
          const { status, body } = await call(url);
          if (name !== screen.record) return;
          if (status === 404 || (status === 200 && holdsNoRecord(body))) isMissing = true;
          const named = recordTitle(body);
          if (named) title = environment?.data?.appName ? `${environment.data.appName} - ${named}` : named;
          description = recordDescription(body);
        }),
      );
    }),
  );
  // The screen is drawn for its path and the query its blocks read, nothing else of the address.
  const query = Object.assign({}, ...screens.map((found) => found.query)) as Record<string, string>;
  return { locale, answers, blocks, pageId: page.id, url: `${path}${queryString(query)}`, isMember, isMissing, title, description, ...(setCookies ? { setCookies } : {}) };
}

/**
 * A shell screen's first answers (domain `SHELL_SCREENS`), when its route exists on this site (its
 * features on): its reads made as the web's screen makes them; its record missing makes the document
 * a 404, its name the document's title.
 */
async function shellScreenAnswers(
  path: string,
  features: Partial<FeatureSet>,
  appName: string | undefined,
  call: (url: string) => Promise<{ status: number; body: unknown }>,
  none: FirstScreenAnswers,
): Promise<FirstScreenAnswers> {
  const found = shellScreenAt(path);
  if (!found || !(found.route.features ?? []).every((feature) => features[feature])) return none;
  let isMissing = false;
  let title: string | null = null;
  let description: string | null = null;
  await Promise.all(
    Object.entries(found.screen.reads(found.params)).map(async ([name, url]) => {
      const { status, body } = await call(url);
      if (name !== found.screen.record) return;
      if (status !== 200 || holdsNoRecord(body)) {
        isMissing = status === 404 || status === 200;
        return;
      }
      const data = (body as { data?: unknown }).data;
      const named = found.screen.titleOf(((Array.isArray(data) ? data[0] : data) as { attributes?: Record<string, unknown> }).attributes ?? {});
      if (named) title = appName ? `${appName} - ${named}` : named;
      description = recordDescription(body);
    }),
  );
  return { ...none, url: path, isShellScreen: true, isMissing, title, description };
}

/** The path a document is asked for, decoded, without its trailing slash; null when it cannot be decoded. */
export function pathOfDocument(url: string): string | null {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '/').replace(/(.)\/+$/, '$1');
  } catch {
    return null;
  }
}

const escapeText = (value: string) => value.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);

const escapeAttribute = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The document with its `<meta name="description">` (none when there is no description). */
export function withDescription(html: string, description: string | null): string {
  if (!description) return html;
  return html.replace('</head>', () => `<meta name="description" content="${escapeAttribute(description)}"></head>`);
}

/** What the web's server drawing (packages/web/src/entry-server.tsx) takes. */
export type RenderedWith = FirstScreenRendering;

export interface DrawnScreen {
  html: string;
  styles: string;
  errors: string[];
}

export interface DrawInput {
  url: string;
  locale: string;
  answers: Record<string, unknown>;
  rendered: RenderedWith;
}

export type DrawScreen = (input: DrawInput) => Promise<DrawnScreen>;

/**
 * The longest a document waits for its drawing (in line for a thread, then drawn) before it goes out
 * undrawn (the browser then draws it). A drawing that outlasts it still finishes for the memo, unless
 * it outlasts the thread's own bound (drawing-workers.ts), which ends the thread.
 */
const DRAW_TIMEOUT_MS = 3000;

export interface ScreenDrawing {
  /** Memoised: for visitors, whose screen is the same for everyone with the same answers. */
  draw: DrawScreen;
  /** Drawn each time and forgotten: for a signed-in member, whose screen is theirs alone. */
  drawUnshared: DrawScreen;
  /** Ends the drawing threads (the server's close). */
  close(): Promise<void>;
}

/**
 * The web's server drawing, from its build beside the browser's (`packages/web/dist-server`, made by
 * `npm run build`); null without it, and documents then go out undrawn as before. It runs in a
 * thread of its own (drawing-workers.ts: the event loop only posts the input and gets the screen),
 * behind the memo, which stays here: a drawing already made costs no message to the thread.
 */
export async function loadScreenDrawing(webDistDir: string, log?: FastifyBaseLogger): Promise<ScreenDrawing | null> {
  const entry = join(webDistDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const workers = await startDrawingWorkers(entry, { maxWaitMs: DRAW_TIMEOUT_MS, ...(log ? { log } : {}) });
  if (!workers) return null;
  return { draw: memoiseDrawing(workers.draw), drawUnshared: workers.draw, close: workers.close };
}

/** Drawings kept: a few pages in a few languages and layouts (about 120 KB each). */
const DRAWINGS_KEPT = 64;
/**
 * The longest a drawing is reused. Its key is everything it is drawn from, so a change of content
 * (a page saved, a menu edited, new messages) gives a new key at once; this bound is only for what
 * the components read from the clock, which no write announces.
 */
const DRAWING_MAX_AGE_MS = 5 * 60_000;

/**
 * The same screen drawn once: a drawing is a pure function of its input (the answers, the address,
 * the layout and settings), which is its key, so every visitor of a page gets the same drawing
 * until what it is drawn from changes. Drawings asked for at the same time share one.
 */
export function memoiseDrawing(draw: DrawScreen, { kept = DRAWINGS_KEPT, maxAgeMs = DRAWING_MAX_AGE_MS, now = Date.now } = {}): DrawScreen {
  const drawings = new Map<string, { at: number; drawing: Promise<DrawnScreen> }>();
  return (input) => {
    // The answers in one order: they are gathered as their calls finish, in any order.
    const answers = Object.fromEntries(Object.entries(input.answers).sort(([a], [b]) => (a < b ? -1 : 1)));
    const key = createHash('sha256').update(JSON.stringify({ ...input, answers })).digest('base64url');
    const found = drawings.get(key);
    if (found && now() - found.at < maxAgeMs) {
      // Most recently used last: the first key is the one to drop.
      drawings.delete(key);
      drawings.set(key, found);
      return found.drawing;
    }
    const drawing = draw(input);
    drawings.set(key, { at: now(), drawing });
    // A failed drawing is not kept: the next visitor's request tries again.
    drawing.catch(() => drawings.get(key)?.drawing === drawing && drawings.delete(key));
    while (drawings.size > kept) drawings.delete(drawings.keys().next().value!);
    return drawing;
  };
}

/** A phone or a small tablet, as far as the request tells (the layout is then checked in the browser). */
export function looksMobile(request: FastifyRequest): boolean {
  if (request.headers['sec-ch-ua-mobile'] === '?1') return true;
  return /Mobi|Android|iPhone|iPad|iPod/.test(request.headers['user-agent'] ?? '');
}

/** The visitor's accessibility settings from their cookie (the web normalises them), or null. */
export function accessibilityCookie(request: FastifyRequest): unknown {
  const value = request.cookies[ACCESSIBILITY_COOKIE];
  if (!value || value.length > 2000) return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}


/**
 * The first screen drawn from its answers by the web's own components, or null (no drawing, no
 * public page here, or a failure, which is logged: the browser then draws the screen as before).
 */
export async function drawFirstScreen(
  app: FastifyInstance,
  request: FastifyRequest,
  drawing: Pick<ScreenDrawing, 'draw' | 'drawUnshared'> | null,
  firstScreen: FirstScreenAnswers | null,
): Promise<{ screen: DrawnScreen; rendered: RenderedWith } | null> {
  if (!drawing || !(firstScreen?.pageId || firstScreen?.isShellScreen) || firstScreen.isMissing) return null;
  const draw = firstScreen.isMember ? drawing.drawUnshared : drawing.draw;
  const rendered: RenderedWith = { pageId: firstScreen.pageId, isMobile: looksMobile(request), accessibility: accessibilityCookie(request) };
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`took more than ${DRAW_TIMEOUT_MS} ms`)), DRAW_TIMEOUT_MS);
    });
    // Drawn for the path and the query its blocks read (`?page=2`) alone: a campaign tag or a cache
    // buster is not a new drawing, and `?lang=` is the locale already.
    const screen = await Promise.race([draw({ url: firstScreen.url, locale: firstScreen.locale, answers: firstScreen.answers, rendered }), timeout]);
    if (screen.errors.length > 0) request.log.warn({ errors: screen.errors }, 'Parts of the first screen were left for the browser to draw');
    return { screen, rendered };
  } catch (error) {
    request.log.error({ err: error }, 'The first screen could not be drawn: the document goes out undrawn');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The document with the answers in a data block (`type="application/json"`: never executed, so the
 * Content-Security-Policy's `script-src 'self'` stands). `<` is escaped so that no text of the
 * answers can close the element.
 */
export function documentWith(
  html: string,
  firstScreen: FirstScreenAnswers | null,
  chunks: Map<string, string[]>,
  drawn: { screen: DrawnScreen; rendered: RenderedWith } | null = null,
): string {
  if (!firstScreen) return html;
  const { locale, answers, blocks, title } = firstScreen;
  // A record's screen is titled by its record from the start (tabs, bookmarks, shares), as the web then keeps it.
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`);
  const json = JSON.stringify({ locale, answers, ...(drawn ? { rendered: drawn.rendered } : {}) }).replace(/</g, '\\u003c');
  if (drawn) {
    // The drawn screen in the root, its styles in the head, and the document in the screen's language.
    html = html
      .replace('<div id="root"></div>', () => `<div id="root">${drawn.screen.html}</div>`)
      .replace('</head>', () => `${drawn.screen.styles}</head>`)
      .replace(/<html lang="[^"]*"/, `<html lang="${locale.replace(/[^A-Za-z-]/g, '')}"`);
  }
  // The page's block code, fetched with the entry rather than after it has run.
  const files = new Set(blocks.flatMap((name) => chunks.get(name) ?? []));
  const preloads = [...files].map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
  if (preloads) html = html.replace('</head>', `${preloads}</head>`);
  // A drawn screen shows without any script: the blocks' code is fetched after what the screen shows
  // (style sheets, fonts, pictures), at low priority, rather than competing with them on a slow
  // connection.
  if (drawn) html = html.replaceAll('<link rel="modulepreload" crossorigin href=', '<link rel="modulepreload" fetchpriority="low" crossorigin href=').replace('<script type="module" crossorigin src=', '<script type="module" fetchpriority="low" crossorigin src=');
  const block = `<script type="application/json" id="first-screen">${json}</script>`;
  return html.includes('</body>') ? html.replace('</body>', `${block}</body>`) : html + block;
}
