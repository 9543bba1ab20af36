/**
 * `npm run bench -- rental`: scenario (n), the rental (issue 26 item 8), on PostgreSQL
 * (BENCH_DATABASE_URL or DATABASE_URL), on a database of its own: 240 models in 8 categories, each
 * with 10 units in two stocks (2,400 units), and 1,200 commands already placed over the coming year.
 * Measured with autocannon as a visitor reading French, while 40 signed-in members place 4 commands a
 * second between them (each through the API: bounds, availability held in the transaction, lines
 * priced, first step), each for another model and period:
 *
 * (n1) the models list's reads (`rentalModelsScreens.main`: the categories, then a page of models with
 *      their images and categories), each request another page, one in two narrowed by a category;
 * (n2) a model's screen (`rentalModelsScreens['/:rentalModel']`: the model, then its free units on
 *      each day of a month), each request another model and month;
 * each against the baseline route answering a body of its own size. Target: ≥ 4 % of that baseline
 * and p99 < 50 ms. It prints the figures and never fails on them.
 */
import { eq, sql } from 'drizzle-orm';
import { APP_ENV_ID, rentalModelsScreens, screenReads } from '../../packages/domain/src/index.ts';
import type { BlockScreen } from '../../packages/domain/src/index.ts';
import { createUser } from '../../packages/server/src/accounts/create-user.ts';
import { loadConfig } from '../../packages/server/src/config.ts';
import { openDatabase } from '../../packages/server/src/db/client.ts';
import { migrate } from '../../packages/server/src/db/migrate.ts';
import { createResource } from '../../packages/server/src/operations/index.ts';
import { systemContext, withTranslations } from '../../packages/server/src/seed/operations.ts';
import { seedIfEmpty } from '../../packages/server/src/seed/seed.ts';
import { BulkWriter } from '../../packages/server/src/seed/volume/bulk.ts';
import { Random } from '../../packages/server/src/seed/volume/random.ts';
import { tablesOf } from '../../packages/server/src/services/tables.ts';
import { startServerProcess } from '../../packages/server/src/test/server-process.ts';
import { BENCH_ADMIN } from './admin.ts';
import { averageBytes, BEHIND_PROXY, CONNECTIONS, DURATION, HEADERS, load, row, steadyWriter, withBenchDatabase } from './measure.ts';
import { signInMember } from './volume.ts';

const CATEGORIES = 8;
const MODELS = 240;
const UNITS_EACH = 10;
const COMMANDS = 1_200;
const MEMBERS = 40;
const PLACED_PER_SECOND = 4;
const PASSWORD = 'bench rental member password';
const PROPS = { title: 'Rental', perPage: 12 };
const DAY = 86_400_000;

/** The first of the month `offset` months from now, as `YYYY-MM`. */
function monthFromNow(offset: number): string {
  const now = new Date();
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return month.toISOString().slice(0, 7);
}

/** Categories, models and their units in two stocks, then commands spread over the coming year: in bulk, each row checked as an API write. */
async function seedRental(db: Parameters<typeof systemContext>[0], members: string[]): Promise<{ models: string[]; categories: string[] }> {
  const random = new Random(26);
  const bulk = new BulkWriter(systemContext(db));
  const categories = Array.from({ length: CATEGORIES }, (_, n) => ({ id: random.uuid(), name: { en: `Category ${n + 1}`, fr: `Catégorie ${n + 1}` } }));
  await bulk.insert('rental-model-categories', categories.map((category) => bulk.values('rental-model-categories', withTranslations({}, { name: category.name }), { id: category.id })));
  const stocks = ['Lyon', 'Paris'].map((name) => ({ id: random.uuid(), name }));
  await bulk.insert('rental-stocks', stocks.map((stock) => bulk.values('rental-stocks', { name: stock.name }, { id: stock.id })));
  const models: string[] = [];
  const modelRows: Record<string, unknown>[] = [];
  const units: Record<string, unknown>[] = [];
  const unitStocks: { ownerId: string; relatedId: string; position: number }[] = [];
  const unitsOf = new Map<string, string[]>();
  for (let n = 0; n < MODELS; n++) {
    const id = random.uuid();
    models.push(id);
    const name = { en: `Device ${n + 1}`, fr: `Appareil ${n + 1}` };
    const description = { en: `<p>A device to try at home and at school (${n + 1}).</p>`, fr: `<p>Un appareil à essayer à la maison et à l’école (${n + 1}).</p>` };
    modelRows.push(bulk.values('rental-models', withTranslations({ rentingPrice: 1_000 * random.int(2, 30) }, { name, description }), { id, categoryId: categories[n % CATEGORIES]!.id }));
    const ids: string[] = [];
    for (let unit = 0; unit < UNITS_EACH; unit++) {
      const unitId = random.uuid();
      ids.push(unitId);
      units.push(bulk.values('rental-items', { stockId: `B-${n + 1}-${unit + 1}` }, { id: unitId, rentalModelId: id }));
      unitStocks.push({ ownerId: unitId, relatedId: stocks[unit % 2]!.id, position: 0 });
    }
    unitsOf.set(id, ids);
  }
  await bulk.insert('rental-models', modelRows);
  await bulk.insert('rental-items', units);
  await bulk.link('rental-items', 'stocks', unitStocks);
  // Commands already placed: one unit each, 2 to 5 weeks long, within the coming year, through the engine (its lines and steps).
  const ctx = systemContext(db);
  for (let n = 0; n < COMMANDS; n++) {
    const start = Date.now() + random.int(10, 330) * DAY;
    const model = models[(n * 7) % models.length]!;
    await createResource(ctx, {
      type: 'rental-commands',
      document: {
        data: {
          type: 'rental-commands',
          attributes: { rentalStrategy: 'pick_up', startAt: new Date(start).toISOString(), endAt: new Date(start + random.int(14, 35) * DAY).toISOString(), models: { [model]: 1 } },
          relationships: { commandBy: { data: { type: 'users', id: members[n % members.length]! } } },
        },
      },
    });
  }
  return { models, categories: categories.map((category) => category.id) };
}

export async function benchRental(url: string): Promise<void> {
  await withBenchDatabase(url, 'relais_bench_rental', async (databaseUrl, dataDir) => {
    const handle = await openDatabase({ databaseUrl });
    await migrate(handle);
    const started = Date.now();
    await seedIfEmpty({ db: handle.db, config: loadConfig({ DATA_DIR: dataDir, ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, SEED_DEMO: 'false' }) });
    // No pending-command limit: each member places many commands during the run (the limit has its own tests).
    const envs = tablesOf('app-envs').table;
    await handle.db.update(envs).set({ rentalMaxPendingCommands: null, rentalBeforeStartDuration: null }).where(eq(envs.id, APP_ENV_ID));
    const members: { id: string; email: string }[] = [];
    for (let n = 0; n < MEMBERS; n++) members.push(await createUser(handle.db, { email: `renter${n + 1}@bench.relais.local`, password: PASSWORD, firstName: 'Renter', lastName: String(n + 1) }));
    const { models, categories } = await seedRental(handle.db, members.map((member) => member.id));
    await handle.db.execute(sql.raw('VACUUM ANALYZE'));
    console.log(`\n(n) PostgreSQL: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${MODELS} models in ${CATEGORIES} categories, ${MODELS * UNITS_EACH} units, ${COMMANDS} commands`);
    await handle.close();

    const server = await startServerProcess(
      { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...BEHIND_PROXY, BENCH_BASELINE: 'true', SEED_DEMO: 'false', ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password },
      { notInherited: [] },
    );
    try {
      const pages = Math.ceil(MODELS / PROPS.perPage);
      const listCalls: string[] = [];
      for (let n = 0; n < 400; n++) {
        const query: Record<string, string> = n % 2 === 0 ? { page: String((n % pages) + 1) } : { category: categories[n % CATEGORIES]!, page: String((n % 3) + 1) };
        listCalls.push(...Object.values(screenReads(rentalModelsScreens.main as BlockScreen<never, never>, { props: PROPS as never, params: {} as never, query })).map((read) => read as string));
      }
      const screenCalls: string[] = [];
      for (let n = 0; n < 600; n++) {
        const model = models[(n * 7919) % models.length]!;
        const reads = screenReads(rentalModelsScreens['/:rentalModel'] as unknown as BlockScreen<never, never>, { props: PROPS as never, params: { rentalModel: model } as never, query: { month: monthFromNow(n % 12) } });
        screenCalls.push(...Object.values(reads).map((read) => read as string));
      }
      const listPath = (n: number) => listCalls[(n - 1) % listCalls.length]!;
      const screenPath = (n: number) => screenCalls[(n - 1) % screenCalls.length]!;
      for (const path of [listPath(1), listPath(2), listPath(4), screenPath(1), screenPath(2)]) {
        const response = await fetch(server.url + path, { headers: HEADERS });
        const text = await response.text();
        if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text.slice(0, 500)}`);
      }
      // Warm-up: JIT, connection pool, the database's buffers.
      await load(server.url + listPath(1), 3, { pathOf: listPath, pages: listCalls.length });
      await load(server.url + screenPath(1), 3, { pathOf: screenPath, pages: screenCalls.length });

      const signed = await Promise.all(members.map((member, n) => signInMember(server, member.email, { ...HEADERS, 'x-forwarded-for': `10.2.0.${n + 1}` }, PASSWORD)));
      const placing = steadyWriter(server, PLACED_PER_SECOND, (n) => {
        const start = Date.now() + (20 + (n % 300)) * DAY;
        return {
          path: 'rental-commands',
          body: { data: { type: 'rental-commands', attributes: { rentalStrategy: 'pick_up', startAt: new Date(start).toISOString(), endAt: new Date(start + 21 * DAY).toISOString(), models: { [models[(n * 13) % models.length]!]: 1 } } } },
          headers: { ...signed[n % signed.length]!, 'x-forwarded-for': `10.2.0.${(n % signed.length) + 1}` },
        };
      });
      const list = await load(server.url + listPath(1), DURATION, { pathOf: listPath, pages: listCalls.length });
      const screen = await load(server.url + screenPath(1), DURATION, { pathOf: screenPath, pages: screenCalls.length });
      const placed = placing.stop();
      const listBytes = await averageBytes(server, [listPath(1), listPath(2), listPath(3), listPath(4)]);
      const screenBytes = await averageBytes(server, [screenPath(1), screenPath(2), screenPath(3), screenPath(4)]);
      const listBaseline = await load(`${server.url}/bench/baseline?bytes=${listBytes}`, DURATION);
      const screenBaseline = await load(`${server.url}/bench/baseline?bytes=${screenBytes}`, DURATION);
      console.log(`(n) PostgreSQL: ${CONNECTIONS} connections, ${DURATION} s each, as a visitor reading French`);
      console.table({
        [`(n1) /rental reads + ${PLACED_PER_SECOND} commands placed/s`]: row(list, listBaseline, '≥ 4%, p99 < 50 ms'),
        [`(d) baseline, ${listBytes} bytes as (n1)`]: row(listBaseline, listBaseline),
        '(n2) a model with a month of availability + the same writes': row(screen, screenBaseline, '≥ 4%, p99 < 50 ms'),
        [`(d) baseline, ${screenBytes} bytes as (n2)`]: row(screenBaseline, screenBaseline),
      });
      console.log(`(n) the members placed ${placed.sent} commands: statuses ${JSON.stringify(placed.statuses)}, p99 ${placed.p99} ms`);
    } finally {
      await server.stop();
    }
  });
}
