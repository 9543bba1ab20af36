import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLocale } from '@relais/domain';
import { isAppPath } from '../../services/app-paths.ts';
import { documentDescription } from '../../services/runtime-environment.ts';
import { blockChunks, documentLocale, documentWith, drawFirstScreen, firstScreenAnswers, loadScreenDrawing, pathOfDocument, withDescription } from './first-screen.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Not "no-store": the browser may keep a copy but must revalidate it (ETag) before each use, so a
// new deployment is picked up at the next visit.
const REVALIDATE = 'no-cache';

/** Hosts whose players rich text may embed (ARCHITECTURE.md §5); the www. forms are what embeds use. */
const FRAME_SOURCES = [
  'https://youtube.com',
  'https://www.youtube.com',
  'https://youtube-nocookie.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
];

/** `name 'a' 'b'` directives of the Content-Security-Policy, in the order they are sent. */
function contentSecurityPolicy(isProduction: boolean, imageHosts: readonly string[]): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    // MUI (emotion) injects <style> elements at run time.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...imageHosts],
    // Every font file is ours (the web bundles them from npm packages): no font host, no data: URL.
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['media-src', "'self'", 'blob:'],
    ['frame-src', ...FRAME_SOURCES],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    // Over plain HTTP (development, tests on 127.0.0.1) upgrading would break every asset.
    ...(isProduction ? [['upgrade-insecure-requests'] as [string]] : []),
  ];
  return directives.map((directive) => directive.join(' ')).join(';');
}

/** The host a tile address draws from, for `img-src`: `https://{s}.tile.example` reads `https://*.tile.example`. */
export const tileHost = (url: string) => new URL(url.replace(/\{s\}/g, 'a').replace(/\{[a-z]+\}/g, '0')).origin.replace(/^(https:\/\/)a\./, url.includes('{s}.') ? '$1*.' : '$1a.');

/**
 * The security headers of every reply (those helmet sends by default, with our policy), computed
 * once at start rather than for each request.
 */
export function securityHeaders(isProduction: boolean, mapTileUrl: string | null = null): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(isProduction, mapTileUrl ? [tileHost(mapTileUrl)] : []),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    ...(isProduction ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/**
 * Only browser navigations get the app: API calls (`/api`), requests made by scripts, and missing
 * hashed assets must keep their 404 so that callers (and the chunk-reload logic) see the failure.
 * `/auth/…` holds both API calls and screens (sign-in, register…): its API calls are registered
 * routes and never reach the fallback, and its screens are navigations like any other.
 */
function isAppNavigation(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  if (path.startsWith('/api/') || path === '/api' || path.startsWith('/assets/')) return false;
  if (request.headers['x-requested-with']) return false;
  // A browser asks for text/html; a plain client (curl, a link checker) for anything.
  const accept = request.headers.accept ?? '*/*';
  return accept.includes('text/html') || accept.includes('*/*');
}

/**
 * Security headers for every reply, and the built web app (`packages/web/dist`) with its SPA
 * history-mode fallback. The Content-Security-Policy is shaped by what the built app needs, which is
 * why both live here. Without a build (server tests) the app part skips itself.
 */
export const webStaticPlugin = fp(
  async (app) => {
    const { config } = app;
    // Built once: the same headers for every reply, set by one hook without work per request.
    const headers = securityHeaders(config.isProduction, config.mapTiles?.url ?? null);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });

    const root = config.webDistDir;
    if (!existsSync(join(root, 'index.html'))) {
      app.log.info(`No web build in ${root}: serving the API only (run npm run build).`);
      return;
    }

    const assetsDir = join(root, 'assets') + sep;
    await app.register(fastifyStatic, {
      root,
      // One route per file found at start: a build is fixed, and unknown paths fall to the SPA route.
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz beside each file (packages/web/vite.config.ts): sent as they are.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz', '.vite/**'],
      setHeaders(reply, filePath) {
        // Vite puts a content hash in every file name under assets/: such a file never changes.
        const isHashed = filePath.startsWith(assetsDir) && !relative(assetsDir, filePath).startsWith('..');
        reply.header('cache-control', isHashed ? IMMUTABLE : REVALIDATE);
      },
    });

    // The app answers every navigation, with 404 where it has no screen: the address the visitor
    // typed stays, and the app shows its not-found screen there. A visitor's document carries the
    // first screen's answers and, on a public page, the screen drawn from them (first-screen.ts);
    // it varies with the language, the cookies (session, accessibility) and the kind of device.
    const html = readFileSync(join(root, 'index.html'), 'utf8');
    const chunks = blockChunks(root);
    // A public page's first screen, drawn by the web's own components (first-screen.ts).
    // Its threads end with the server (shutdown.ts: `app.close()` runs the close hooks).
    const drawing = await loadScreenDrawing(root, app.log);
    if (drawing) app.addHook('onClose', () => drawing.close());
    app.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!isAppNavigation(request)) return reply.callNotFound();
      const exists = await isAppPath({ db: app.db, config, path: request.url });
      const firstScreen = exists ? await firstScreenAnswers(app, request) : null;
      if (firstScreen?.redirect) return reply.redirect(firstScreen.redirect, 301);
      const drawn = await drawFirstScreen(app, request, drawing, firstScreen);
      // A sub-route naming a record that is missing or deleted is not found, like an unknown path.
      const found = exists && !firstScreen?.isMissing;
      // Every document says what it is: a record's screen its record's summary, else the page's own description, else the site's (also kept up to date by the web as it navigates).
      const path = pathOfDocument(request.url);
      const locale = documentLocale(app, request);
      const description = firstScreen?.description ?? (await documentDescription(app.db, config, isLocale(locale) ? locale : config.defaultLocale, path ?? ''));
      // The member's anti-forgery cookie, as `/users/me` would have set it (the web makes no such call then).
      if (firstScreen?.setCookies) reply.header('set-cookie', firstScreen.setCookies);
      return reply
        .code(found ? 200 : 404)
        // A member's document carries their answers: no shared cache may keep it.
        .header('cache-control', firstScreen?.isMember ? `private, ${REVALIDATE}` : REVALIDATE)
        .header('vary', 'accept-language, cookie, user-agent')
        .type('text/html; charset=utf-8')
        .send(withDescription(documentWith(html, firstScreen, chunks, drawn), description));
    });
  },
  { name: 'web-static', dependencies: ['errors'] },
);
