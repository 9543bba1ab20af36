import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAppPath } from '../../services/app-paths.ts';

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
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // MUI (emotion) injects <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          // Every font file is ours (the web bundles them from npm packages): no font host, no data: URL.
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          mediaSrc: ["'self'", 'blob:'],
          frameSrc: FRAME_SOURCES,
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          // Over plain HTTP (development, tests on 127.0.0.1) upgrading would break every asset.
          ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: config.isProduction ? undefined : false,
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
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(reply, filePath) {
        // Vite puts a content hash in every file name under assets/: such a file never changes.
        const isHashed = filePath.startsWith(assetsDir) && !relative(assetsDir, filePath).startsWith('..');
        reply.header('cache-control', isHashed ? IMMUTABLE : REVALIDATE);
      },
    });

    // The app answers every navigation, with 404 where it has no screen: the address the visitor
    // typed stays, and the app shows its not-found screen there.
    app.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!isAppNavigation(request)) return reply.callNotFound();
      const exists = await isAppPath({ db: app.db, config, path: request.url });
      return reply.code(exists ? 200 : 404).header('cache-control', REVALIDATE).sendFile('index.html');
    });
  },
  { name: 'web-static', dependencies: ['errors'] },
);
