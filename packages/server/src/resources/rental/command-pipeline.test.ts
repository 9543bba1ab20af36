import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { APP_ENV_ID } from '@relais/domain';
import { client } from '../../jsonapi/testing.ts';
import type { Client } from '../../jsonapi/testing.ts';
import { createThrough, systemContext } from '../../seed/operations.ts';
import { seedRentalReferenceData } from '../../seed/rental.ts';
import { tablesOf } from '../../services/tables.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { multipartBody, PDF_BYTES } from '../../test/files.ts';
import { pdfText } from '../../test/pdf-text.ts';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const link = (type: string, id: string) => ({ data: { type, id } });

/** The team takes a command through its steps (issue 26 item 4): steps, mails, contract, invoice, signed contract. */
describe.each(TEST_DATABASES)('a rental command’s pipeline on %s', (databaseKind) => {
  let t: TestApp;
  let dataDir: string;
  let manager: Client;
  let model: string;
  let member: { id: string; email: string; api: Client; headers: Record<string, string> };
  let stranger: Client;
  let commandId: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'relais-rental-'));
    t = await createTestApp(databaseKind, { env: { DATA_DIR: dataDir } });
    const ctx = systemContext(t.database.db);
    await seedRentalReferenceData(ctx);
    manager = client(t, (await signIn(t, { roles: ['rental_admin'] })).headers);
    stranger = client(t, (await signIn(t)).headers);
    const email = `renter-${databaseKind}@example.test`;
    const signed = await signIn(t, { email });
    member = { id: signed.userId, email, api: client(t, signed.headers), headers: signed.headers };
    model = await createThrough(ctx, 'rental-models', { name: 'Eye tracker', rentingPrice: 12_000 });
    const stock = await createThrough(ctx, 'rental-stocks', { name: 'Lyon' });
    const { table: items, joins } = tablesOf('rental-items');
    const units = await t.database.db.insert(items).values([{ stockId: 'U-1', rentalModelId: model }, { stockId: 'U-2', rentalModelId: model }]).returning({ id: items.id });
    await t.database.db.insert(joins.stocks!.table).values(units.map((unit, position) => ({ ownerId: unit.id, relatedId: stock, position })));
    const envs = tablesOf('app-envs').table;
    await t.database.db
      .update(envs)
      .set({
        rentalOrganizationTax: 20,
        documentHeader: { en: '<p>Relais rental service, 1 rue des Tests</p>' },
        documentFooter: { en: '<p>Company registered in Lyon</p>' },
        documentRentalConditions: { en: '<p>The renter takes care of the equipment.</p>' },
      })
      .where(eq(envs.id, APP_ENV_ID));
    const placed = await member.api.send('POST', '/api/v1/rental-commands', {
      data: { type: 'rental-commands', attributes: { rentalStrategy: 'pick_up', startAt: inDays(10), endAt: inDays(40), models: { [model]: 1 } } },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    commandId = placed.json().data.id;
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const stepsOf = async () =>
    ((await member.api.get(`/api/v1/rental-commands/${commandId}?include=steps`)).json().included ?? []).filter(
      (entry: { type: string }) => entry.type === 'rental-command-steps',
    ) as { id: string; attributes: { doneAt: string | null; position: number }; relationships: { stepType: { data: { id: string } }; status: { data: { id: string } } } }[];
  const stepId = async (type: string) => (await stepsOf()).find((step) => step.relationships.stepType.data.id === type)?.id;
  const move = async (type: string, status: string, comment?: string) => {
    const id = await stepId(type);
    const attributes = comment ? { comment } : {};
    const answer = id
      ? await manager.send('PATCH', `/api/v1/rental-command-steps/${id}`, { data: { type: 'rental-command-steps', id, attributes, relationships: { status: link('rental-command-step-statuses', status) } } })
      : await manager.send('POST', '/api/v1/rental-command-steps', {
          data: { type: 'rental-command-steps', attributes, relationships: { command: link('rental-commands', commandId), stepType: link('rental-command-step-types', type), status: link('rental-command-step-statuses', status) } },
        });
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    return answer.json().data;
  };
  const mailsTo = () => t.app.mailer.capture!.to(member.email);

  it('placing the command created its validation step, waiting; no contract nor invoice before validation', async () => {
    const steps = await stepsOf();
    expect(steps.map((step) => [step.relationships.stepType.data.id, step.relationships.status.data.id])).toEqual([['validation', 'waiting']]);
    expect((await member.api.get(`/api/v1/services/rental-commands/${commandId}/contract`)).statusCode).toBe(409);
    expect((await member.api.get(`/api/v1/services/rental-commands/${commandId}/invoice`)).statusCode).toBe(409);
  });

  it('a member cannot move a step of their own command', async () => {
    const id = (await stepId('validation'))!;
    const answer = await member.api.send('PATCH', `/api/v1/rental-command-steps/${id}`, { data: { type: 'rental-command-steps', id, relationships: { status: link('rental-command-step-statuses', 'success') } } });
    expect(answer.statusCode).toBe(403);
  });

  it('validating and asking for the contract mails the member, dates the closed step and places the new one in order', async () => {
    const validated = await move('validation', 'success', 'Welcome!');
    expect(validated.attributes.doneAt).not.toBeNull();
    const mail = await t.app.mailer.capture!.waitFor(member.email, 1);
    expect(mail.subject).toContain('Your rental command is validated.');
    expect(mail.text).toContain('Welcome!');
    expect(mail.text).toContain(`/services/rentals/commands/${commandId}`);
    const contract = await move('contract', 'waiting');
    expect(contract.attributes.position).toBe(1);
    expect(contract.attributes.doneAt).toBeNull();
    expect((await t.app.mailer.capture!.waitFor(member.email, 2)).subject).toContain('Your rental contract is ready');
    // A second step of the same type is refused, naming the field.
    const twice = await manager.send('POST', '/api/v1/rental-command-steps', {
      data: { type: 'rental-command-steps', relationships: { command: link('rental-commands', commandId), stepType: link('rental-command-step-types', 'contract'), status: link('rental-command-step-statuses', 'waiting') } },
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors[0].source.pointer).toBe('/data/relationships/stepType');
  });

  it('the member downloads the contract and the invoice, drawn from the app-env documents; a stranger gets 404', async () => {
    const contract = await member.api.get(`/api/v1/services/rental-commands/${commandId}/contract`);
    expect(contract.statusCode, contract.body).toBe(200);
    expect(contract.headers['content-type']).toBe('application/pdf');
    const text = pdfText(contract.rawPayload);
    for (const part of ['Rental contract', 'Relais rental service, 1 rue des Tests', 'Eye tracker', 'The renter takes care of the equipment.', 'Company registered in Lyon', 'Test User', 'Signature of the renter']) expect(text).toContain(part);
    const invoice = await member.api.get(`/api/v1/services/rental-commands/${commandId}/invoice`);
    expect(invoice.statusCode).toBe(200);
    const invoiceText = pdfText(invoice.rawPayload);
    expect(invoiceText).toContain('Invoice');
    expect(invoiceText).toMatch(/Total including tax: €120\.00/);
    expect(invoiceText).toMatch(/Total excluding tax: €100\.00/);
    expect(invoiceText).toMatch(/Tax \(20 %\): €20\.00/);
    expect(invoiceText).not.toContain('The renter takes care of the equipment.');
    expect((await manager.get(`/api/v1/services/rental-commands/${commandId}/invoice`)).statusCode).toBe(200);
    expect((await stranger.get(`/api/v1/services/rental-commands/${commandId}/contract`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/v1/services/rental-commands/${commandId}/invoice`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/services/rental-commands/${commandId}/contract` })).statusCode).toBe(404);
  });

  it('the member sends the signed contract back; it waits for the team’s check; a stranger can neither send nor read it', async () => {
    const send = (headers: Record<string, string>) => {
      const { payload, contentType } = multipartBody([], [{ field: 'file', name: 'signed.pdf', type: 'application/pdf', bytes: PDF_BYTES }]);
      return t.app.inject({ method: 'POST', url: `/api/v1/services/rental-commands/${commandId}/signed-contract`, headers: { ...headers, 'content-type': contentType }, payload });
    };
    const strangerHeaders = (await signIn(t)).headers;
    expect((await send(strangerHeaders)).statusCode).toBe(404);
    const sent = await send(member.headers);
    expect(sent.statusCode, sent.body).toBe(204);
    const read = (await member.api.get(`/api/v1/rental-commands/${commandId}`)).json();
    expect(read.data.attributes.flags).toMatchObject({ requiresContract: false, requiresContractValidation: true });
    const file = await member.api.get(`/api/v1/services/rental-commands/${commandId}/signed-contract`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4');
    expect((await client(t, strangerHeaders).get(`/api/v1/services/rental-commands/${commandId}/signed-contract`)).statusCode).toBe(404);
    expect((await manager.get(`/api/v1/services/rental-commands/${commandId}/signed-contract`)).statusCode).toBe(200);
  });

  it('the team takes it to closure; the member is mailed only for what needs them', async () => {
    const before = mailsTo().length;
    await move('contract', 'success');
    await move('payment', 'waiting');
    await move('payment', 'success');
    await move('preparation', 'waiting');
    await move('preparation', 'success');
    await move('retrieval', 'waiting');
    await move('retrieval', 'success');
    await move('return', 'waiting');
    await move('return', 'success');
    await move('closure', 'success');
    const subjects = async (count: number) => {
      await t.app.mailer.capture!.waitFor(member.email, count);
      return mailsTo().slice(before).map((mail) => mail.subject);
    };
    const got = await subjects(before + 4);
    expect(got).toEqual([
      expect.stringContaining('waits for its payment'),
      expect.stringContaining('ready to be picked up'),
      expect.stringContaining('return the rented equipment'),
      expect.stringContaining('is closed'),
    ]);
    const read = (await member.api.get(`/api/v1/rental-commands/${commandId}`)).json();
    expect(read.data.attributes.status).toBe('finished');
    const notifications = (await member.api.get('/api/v1/notifications')).json().data as { attributes: { message: string } }[];
    expect(notifications.map((row) => row.attributes.message)).toContain('Your rental command is closed: its invoice is ready.');
  });
});
