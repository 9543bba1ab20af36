/**
 * Requests a few clients keep sending to a running server while a test breaks its database: each
 * answer's status, and for each failure whether it was the JSON:API 503 with `Retry-After` a client
 * can act on.
 */
export interface LoopResult {
  statuses: Record<number, number>;
  /** Answers that were neither 2xx nor a well-formed 503 (JSON:API body, Retry-After). */
  unexpected: string[];
}

export interface LoadLoop {
  /** The answers so far, without waiting for those under way. */
  snapshot(): LoopResult;
  stop(): Promise<LoopResult>;
}

const HEADERS = { accept: 'application/vnd.api+json' };

/** A visitor's anti-forgery pair, as the web's boot call hands it out. */
async function visitor(url: string) {
  const response = await fetch(`${url}/api/v1/users/me`, { headers: HEADERS });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  const token = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length);
  return { cookie: cookies.join('; '), 'x-xsrf-token': token };
}

const calls = (url: string, headers: Record<string, string>): (() => Promise<Response>)[] => [
  () => fetch(`${url}/api/v1/organizations?page[size]=5&sort=name`, { headers: HEADERS }),
  () => fetch(`${url}/api/v1/users/me`, { headers: { ...HEADERS, ...headers } }),
  () => fetch(`${url}/api/v1/services/runtime-environment`, { headers: HEADERS }),
  () =>
    fetch(`${url}/api/v1/services/stats/records`, {
      method: 'POST',
      headers: { ...HEADERS, 'content-type': 'application/vnd.api+json', ...headers },
      body: JSON.stringify({ records: [{ event: 'view', resourceType: 'app-pages', resourceId: crypto.randomUUID() }] }),
    }),
];

const STATS_CALL = 3;
const STATS_EVERY_MS = 500;

export async function startLoadLoop(url: string, clients = 4): Promise<LoadLoop> {
  const statuses: Record<number, number> = {};
  const unexpected: string[] = [];
  let running = true;
  const pair = await visitor(url);
  const list = calls(url, pair);
  const client = async (offset: number) => {
    let lastStats = 0;
    for (let i = offset; running; i++) {
      // The stats call at most every STATS_EVERY_MS per client: its per-address limit (240 a minute
      // for visitors) is far above a reader's pace and not what these tests are about.
      if (i % list.length === STATS_CALL) {
        if (Date.now() - lastStats < STATS_EVERY_MS) continue;
        lastStats = Date.now();
      }
      const call = list[i % list.length]!;
      try {
        const response = await call();
        const body = await response.text();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (response.ok) continue;
        const isJsonApi = response.headers.get('content-type')?.startsWith('application/vnd.api+json') && body.includes('"errors"');
        if (response.status !== 503 || !response.headers.get('retry-after') || !isJsonApi) unexpected.push(`${response.status} ${response.headers.get('retry-after') ?? '-'} ${body.slice(0, 300)}`);
      } catch (error) {
        statuses[0] = (statuses[0] ?? 0) + 1;
        unexpected.push(`no answer: ${String(error)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  const running$ = Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
  return {
    snapshot: () => ({ statuses: { ...statuses }, unexpected: [...unexpected] }),
    async stop() {
      running = false;
      await running$;
      return { statuses, unexpected };
    },
  };
}
