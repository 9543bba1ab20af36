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
    return { locale, answers };
  }
  const page = (environment as EnvironmentAnswer | undefined)?.data?.pages?.find((candidate) => candidate.path === path && !candidate.requiresAuth);
  if (page) await call(`/api/v1/services/app-pages/${encodeURIComponent(page.id)}`);
  return { locale, answers };
}

/**
 * The document with the answers in a data block (`type="application/json"`: never executed, so the
 * Content-Security-Policy's `script-src 'self'` stands). `<` is escaped so that no text of the
 * answers can close the element.
 */
export function documentWith(html: string, firstScreen: FirstScreenAnswers | null): string {
  if (!firstScreen) return html;
  const json = JSON.stringify(firstScreen).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="first-screen">${json}</script>`;
  return html.includes('</body>') ? html.replace('</body>', `${block}</body>`) : html + block;
}
