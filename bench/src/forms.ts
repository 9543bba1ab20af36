/**
 * `npm run bench -- forms`: scenario (o), the public forms (issue 27 item 7), on PostgreSQL
 * (BENCH_DATABASE_URL or DATABASE_URL), on a database of its own: an open survey of four choices and
 * a contact-like light-user form (no captcha: a proof of work is the visitor's browser's cost, not
 * the server's). Twenty submissions a second, each from another visitor at another address (behind
 * the trusted proxy, as production): 10 survey answers and 10 form inputs, while autocannon reads the
 * survey's results as its block does (`surveyScreens.main`). Then every submission answered 201 is
 * counted in the database, and the survey's kept `answersCount` checked against its rows: nothing
 * lost, nothing doubled. Target: p99 < 50 ms for the submissions and the reads. It prints the
 * figures and never fails on them.
 */
import { sql } from 'drizzle-orm';
import { screenReads, surveyScreens } from '../../packages/domain/src/index.ts';
import type { BlockScreen } from '../../packages/domain/src/index.ts';
import { openDatabase } from '../../packages/server/src/db/client.ts';
import { migrate } from '../../packages/server/src/db/migrate.ts';
import { loadConfig } from '../../packages/server/src/config.ts';
import { createThrough, systemContext, withTranslations } from '../../packages/server/src/seed/operations.ts';
import { seedIfEmpty } from '../../packages/server/src/seed/seed.ts';
import { startServerProcess } from '../../packages/server/src/test/server-process.ts';
import { BENCH_ADMIN } from './admin.ts';
import { averageBytes, BEHIND_PROXY, CONNECTIONS, DURATION, HEADERS, load, row, steadyWriter, visitors, withBenchDatabase } from './measure.ts';

const PER_SECOND = 10;

export async function benchForms(url: string): Promise<void> {
  await withBenchDatabase(url, 'relais_bench_forms', async (databaseUrl, dataDir) => {
    const handle = await openDatabase({ databaseUrl });
    await migrate(handle);
    await seedIfEmpty({ db: handle.db, config: loadConfig({ DATA_DIR: dataDir, ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, SEED_DEMO: 'false' }) });
    const ctx = systemContext(handle.db);
    const surveyId = await createThrough(ctx, 'surveys', withTranslations({ maxSelectedChoices: 2, allowMultiple: true }, { question: { en: 'Which input do you use most?', fr: 'Quelle commande utilisez-vous le plus ?' } }));
    const choices: string[] = [];
    for (const [position, text] of ['Switch', 'Eye gaze', 'Head mouse', 'Keyboard'].entries()) {
      choices.push(await createThrough(ctx, 'survey-choices', withTranslations({ position }, { text: { en: text, fr: text } }), { survey: ['surveys', surveyId] }));
    }
    const formId = await createThrough(ctx, 'light-user-forms', withTranslations({ allowMessage: true, allowNoOrganization: true }, { title: { en: 'Contact us', fr: 'Nous écrire' } }));
    const [form] = ((await handle.db.execute(sql`select token from light_user_forms where id = ${formId}`)) as unknown as { rows: { token: string }[] }).rows;
    await handle.close();

    const server = await startServerProcess(
      { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...BEHIND_PROXY, BENCH_BASELINE: 'true', SEED_DEMO: 'false', ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password },
      { notInherited: [] },
    );
    try {
      const results = Object.values(screenReads(surveyScreens.main as BlockScreen<never, never>, { props: { survey: surveyId } as never, params: {} as never, query: {} }))[0] as string;
      const first = await fetch(server.url + results, { headers: HEADERS });
      if (!first.ok) throw new Error(`${results} answered ${first.status}: ${(await first.text()).slice(0, 300)}`);
      // Warm-up: JIT, connection pool, the database's buffers.
      await load(server.url + results, 2);
      // Each submission from another visitor (their own address and anti-forgery pair).
      const seconds = DURATION + 1;
      const answering = await visitors(server, PER_SECOND * seconds + 20);
      const writing = await visitors(server, PER_SECOND * seconds + 20);
      const answers = steadyWriter(server, PER_SECOND, (n) => ({
        path: 'survey-answers',
        body: { data: { type: 'survey-answers', attributes: {}, relationships: { survey: { data: { type: 'surveys', id: surveyId } }, choices: { data: [{ type: 'survey-choices', id: choices[n % choices.length]! }] } } } },
        headers: answering[n % answering.length]!,
      }));
      const inputs = steadyWriter(server, PER_SECOND, (n) => ({
        path: 'light-user-form-inputs',
        body: { data: { type: 'light-user-form-inputs', attributes: { token: form!.token, userEmail: `visitor-${n}@bench.relais.test`, userFirstName: 'Camille', message: `Could you lend a head mouse for a month? (${n})` }, relationships: { form: { data: { type: 'light-user-forms', id: formId } } } } },
        headers: writing[n % writing.length]!,
      }));
      const reads = await load(server.url + results, DURATION);
      const answered = answers.stop();
      const sent = inputs.stop();
      // The last submissions still in flight land before the count.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const bytes = await averageBytes(server, [results]);
      const baseline = await load(`${server.url}/bench/baseline?bytes=${bytes}`, DURATION);

      const check = await openDatabase({ databaseUrl });
      try {
        const one = async (query: ReturnType<typeof sql>) => ((await check.db.execute(query)) as unknown as { rows: Record<string, number>[] }).rows[0]!;
        const stored = await one(sql`select (select count(*)::int from survey_answers where survey_id = ${surveyId}) as answers,
          (select answers_count from surveys where id = ${surveyId}) as kept,
          (select count(*)::int from light_user_form_inputs where form_id = ${formId}) as inputs,
          (select count(distinct user_email)::int from light_user_form_inputs where form_id = ${formId}) as senders`);
        console.log(`\n(o) PostgreSQL: ${CONNECTIONS} connections reading the survey's results for ${DURATION} s, while ${PER_SECOND} answers and ${PER_SECOND} form inputs a second are sent`);
        console.table({
          '(o) the survey’s results, read as its block does': row(reads, baseline, 'p99 < 50 ms'),
          [`(d) baseline, ${bytes} bytes`]: row(baseline, baseline),
        });
        const summary = (name: string, written: ReturnType<typeof answers.stop>) => ({ sent: written.sent, statuses: JSON.stringify(written.statuses), 'p50 ms': written.p50, 'p99 ms': written.p99, target: 'p99 < 50 ms' });
        console.table({ '(o) survey answers': summary('answers', answered), '(o) light-user form inputs': summary('inputs', sent) });
        const created = (written: ReturnType<typeof answers.stop>) => (written.statuses as Record<string, number>)['201'] ?? 0;
        const whole = stored.answers === created(answered) && stored.kept === stored.answers && stored.inputs === created(sent) && stored.senders === stored.inputs;
        console.log(
          `(o) stored: ${stored.answers} answers (${created(answered)} answered 201; the survey keeps ${stored.kept}), ${stored.inputs} inputs from ${stored.senders} addresses (${created(sent)} answered 201): ${whole ? 'nothing lost, nothing doubled' : 'MISMATCH'}`,
        );
      } finally {
        await check.close();
      }
    } finally {
      await server.stop();
    }
  });
}
