/**
 * The mixed load of `npm run bench -- faults | soak`: what a community's day sends at once. Readers
 * (a subject's messages as a member, a category's items and the directory as visitors), a member
 * posting forum messages and liking messages, visitors' page views of subjects (5 records a call, one call a second),
 * and an administrator renaming organizations. Each client sends its next call when the last one
 * answered; every answer's status is counted by phase (before, during and after a cut), and the
 * writes that were acknowledged (2xx) are kept to be found in the database afterwards.
 */
import { BENCH_ADMIN } from './admin.ts';
import type { ServerProcess } from '../../packages/server/src/test/server-process.ts';
import { itemsOfCategory, messagesOfSubject, signInMember } from './volume.ts';
import type { VolumeTargets } from './volume.ts';

const HEADERS = { accept: 'application/vnd.api+json', 'accept-language': 'fr' };
const JSON_API = { ...HEADERS, 'content-type': 'application/vnd.api+json' };
export const VIEWS_PER_CALL = 5;
const VIEW_CALL_EVERY_MS = 1000;

export type Phase = 'before' | 'cut' | 'after';

export interface MixedLoadResult {
  statuses: Record<Phase, Record<string, number>>;
  /** Answers neither 2xx nor 503 with Retry-After, by phase, with a few examples. */
  unexpected: Record<Phase, number>;
  examples: string[];
  /** Ids of the messages and likes whose creation answered 2xx. */
  messages: string[];
  likes: string[];
  /** Page views acknowledged (204), and the subjects they were about. */
  views: number;
  /** Organization renames in the order sent: the name and whether it was acknowledged. */
  renames: { id: string; name: string; isAcknowledged: boolean }[];
  marker: string;
}

export interface LoadTargets extends VolumeTargets {
  /** Messages the member may like (not theirs), each liked once at most. */
  likable: string[];
  organizations: string[];
}

async function visitor(server: ServerProcess) {
  const response = await fetch(`${server.url}/api/v1/users/me`, { headers: HEADERS });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  const token = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length);
  return { cookie: cookies.join('; '), 'x-xsrf-token': token };
}

/** Runs the mixed load for `seconds`; `phaseOf` says which phase a moment belongs to. */
export async function runMixedLoad(server: ServerProcess, targets: LoadTargets, { seconds, run, phaseOf }: { seconds: number; run: number; phaseOf: () => Phase }): Promise<MixedLoadResult> {
  const member = await signInMember(server, targets.memberEmail, HEADERS);
  const admin = await signInMember(server, BENCH_ADMIN.email, HEADERS, BENCH_ADMIN.password);
  const viewer = await visitor(server);
  const marker = `faults-run-${run}-${Date.now()}`;
  const result: MixedLoadResult = {
    statuses: { before: {}, cut: {}, after: {} },
    unexpected: { before: 0, cut: 0, after: 0 },
    examples: [],
    messages: [],
    likes: [],
    views: 0,
    renames: [],
    marker,
  };
  const ends = Date.now() + seconds * 1000;
  const count = async (response: Response) => {
    const phase = phaseOf();
    const body = await response.text();
    result.statuses[phase][response.status] = (result.statuses[phase][response.status] ?? 0) + 1;
    const isExpected = response.ok || (response.status === 503 && response.headers.has('retry-after'));
    if (!isExpected) {
      result.unexpected[phase] += 1;
      if (result.examples.length < 5) result.examples.push(`${phase} ${response.status}: ${body.slice(0, 200)}`);
    }
    return { ok: response.ok, body };
  };
  const loop = async (call: (n: number) => Promise<void>) => {
    for (let n = 0; Date.now() < ends; n++) {
      try {
        await call(n);
      } catch (error) {
        const phase = phaseOf();
        result.statuses[phase]['no answer'] = (result.statuses[phase]['no answer'] ?? 0) + 1;
        result.unexpected[phase] += 1;
        if (result.examples.length < 5) result.examples.push(`${phase}: ${String(error)}`);
      }
    }
  };
  const idOf = (body: string) => (JSON.parse(body) as { data: { id: string } }).data.id;
  let liked = (run * 997) % targets.likable.length;
  await Promise.all([
    loop(async (n) => void (await count(await fetch(server.url + messagesOfSubject(targets)(n + 1), { headers: { ...HEADERS, ...member } })))),
    loop(async (n) => void (await count(await fetch(server.url + itemsOfCategory(targets)(n + 1), { headers: HEADERS })))),
    loop(async (n) => void (await count(await fetch(`${server.url}/api/v1/organizations?page[size]=20&page[number]=${(n % 50) + 1}&sort=name`, { headers: HEADERS })))),
    loop(async (n) => {
      const subject = targets.subjects[(n * 7) % targets.subjects.length]!;
      const body = JSON.stringify({ data: { type: 'forum-subject-messages', attributes: { content: `<p>${marker} message ${n}.</p>` }, relationships: { subject: { data: { type: 'forum-subjects', id: subject } } } } });
      const answer = await count(await fetch(`${server.url}/api/v1/forum-subject-messages`, { method: 'POST', headers: { ...JSON_API, ...member }, body }));
      if (answer.ok) result.messages.push(idOf(answer.body));
    }),
    loop(async () => {
      const message = targets.likable[liked++ % targets.likable.length]!;
      const body = JSON.stringify({ data: { type: 'likes', relationships: { likable: { data: { type: 'forum-subject-messages', id: message } } } } });
      const answer = await count(await fetch(`${server.url}/api/v1/likes`, { method: 'POST', headers: { ...JSON_API, ...member }, body }));
      if (answer.ok) result.likes.push(idOf(answer.body));
    }),
    loop(async (n) => {
      const records = Array.from({ length: VIEWS_PER_CALL }, (_, i) => ({ event: 'view', resourceType: 'forum-subjects', resourceId: targets.subjects[(n * VIEWS_PER_CALL + i) % targets.subjects.length]! }));
      const answer = await count(await fetch(`${server.url}/api/v1/services/stats/records`, { method: 'POST', headers: { ...JSON_API, ...viewer }, body: JSON.stringify({ records }) }));
      if (answer.ok) result.views += VIEWS_PER_CALL;
      // A browser sends its views as they happen, far below the per-visitor limit (a 429 otherwise).
      await new Promise((resolve) => setTimeout(resolve, VIEW_CALL_EVERY_MS));
    }),
    loop(async (n) => {
      const id = targets.organizations[n % targets.organizations.length]!;
      const name = `${marker} organization ${n}`;
      const body = JSON.stringify({ data: { type: 'organizations', id, attributes: { name } } });
      const answer = await count(await fetch(`${server.url}/api/v1/organizations/${id}`, { method: 'PATCH', headers: { ...JSON_API, ...admin }, body }));
      result.renames.push({ id, name, isAcknowledged: answer.ok });
    }),
  ]);
  return result;
}
