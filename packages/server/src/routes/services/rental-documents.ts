import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { APP_ENV_ID, currentLines, isLocale, NO_VAT_INVOICING_STRATEGIES } from '@relais/domain';
import type { Executor } from '../../db/client.ts';
import type { Locale, RentalStrategy } from '@relais/domain';
import { prepareFile } from '../../files/prepare.ts';
import type { PreparedFile } from '../../files/prepare.ts';
import { storeWithRows } from '../../files/records.ts';
import { sendStoredFile } from '../../files/serve.ts';
import { badRequest, conflict, notFound, unauthenticated, validationFailed } from '../../http/errors.ts';
import { timezoneOf } from '../../http/timezone.ts';
import { findResource } from '../../operations/index.ts';
import { readRentalSettings } from '../../resources/rental/command-placement.ts';
import { localize } from '../../services/localize.ts';
import { renderRentalDocumentPdf } from '../../services/rental-pdf.ts';
import type { RentalDocumentKind } from '../../services/rental-pdf.ts';
import { tablesOf } from '../../services/tables.ts';
import { contextOf } from '../api/resources.ts';

const idParams = { type: 'object', properties: { id: { type: 'string', minLength: 1, maxLength: 64 } }, required: ['id'], additionalProperties: false } as const;
const kindParams = {
  type: 'object',
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 }, kind: { type: 'string', enum: ['contract', 'invoice'] } },
  required: ['id', 'kind'],
  additionalProperties: false,
} as const;

type Row = Record<string, unknown>;

/**
 * The command the reader may read (the generic engine's read, with their rights), as its row: a
 * command they may not read is the same 404 as one that does not exist.
 */
async function readableCommand(request: FastifyRequest, id: string): Promise<Row> {
  await findResource(contextOf(request), { type: 'rental-commands', id, query: { 'fields[rental-commands]': 'startAt' } });
  const commands = tablesOf('rental-commands').table;
  const [row] = await request.server.db.select().from(commands).where(eq(commands.id, id));
  if (!row) throw notFound('There is no such command.');
  return row as Row;
}

export const addressLines = (row: Row | undefined): string[] | null =>
  row ? ([row.fullName, row.organization, row.line1, row.line2, `${String(row.postalCode ?? '')} ${String(row.city ?? '')}`.trim()].filter((line) => typeof line === 'string' && line) as string[]) : null;

/**
 * A command's contract and invoice (issue 26 item 4), drawn when asked from the command and the
 * app-env's document settings, and its signed contract:
 * - `GET /api/v1/services/rental-commands/:id/contract|invoice`: the PDF, for whoever reads the
 *   command (its member, the rental managers); the contract once the command has a contract step,
 *   the invoice once it is validated (409 before);
 * - `POST /api/v1/services/rental-commands/:id/signed-contract`, multipart `file`: the member sends
 *   the signed contract back while the contract step waits; it becomes the command's
 *   `signedContract` (a private file) and dates the contract step, which then waits for the team's
 *   check (the "requires contract validation" flag);
 * - `GET /api/v1/services/rental-commands/:id/signed-contract`: that file, for the same readers.
 */
export async function rentalDocumentsRoutes(app: FastifyInstance) {
  const featureOn = () => {
    if (!app.config.features.rental) throw notFound();
  };
  const steps = () => tablesOf('rental-command-steps').table;
  const stepOf = async (commandId: string, type: string) =>
    (await app.db.select().from(steps()).where(and(eq(steps().commandId, commandId), eq(steps().stepTypeId, type))))[0] as Row | undefined;

  app.get<{ Params: { id: string; kind: RentalDocumentKind } }>('/api/v1/services/rental-commands/:id/:kind', { schema: { params: kindParams } }, async (request, reply) => {
    featureOn();
    const { id, kind } = request.params;
    const command = await readableCommand(request, id);
    if (kind === 'contract') {
      const step = await stepOf(id, 'contract');
      if (!step || step.statusId === 'hidden') throw conflict('The command has no contract yet: it comes once the team validated it.', '/data');
    } else {
      const step = await stepOf(id, 'validation');
      if (step?.statusId !== 'success') throw conflict('The command has no invoice until it is validated.', '/data');
    }
    const locale: Locale = request.locale;
    const { db } = app;
    const envs = tablesOf('app-envs').table;
    const [env] = (await db.select().from(envs).where(eq(envs.id, APP_ENV_ID))) as Row[];
    const users = tablesOf('users').table;
    const [user] = command.commandById ? ((await db.select().from(users).where(eq(users.id, command.commandById as string))) as Row[]) : [];
    const organizations = tablesOf('organizations').table;
    const [organization] = command.rentById ? ((await db.select().from(organizations).where(eq(organizations.id, command.rentById as string))) as Row[]) : [];
    const addresses = tablesOf('addresses').table;
    const addressIds = [command.billingAddressId, command.shippingAddressId].filter(Boolean) as string[];
    const addressRows = addressIds.length ? ((await db.select().from(addresses).where(inArray(addresses.id, addressIds))) as Row[]) : [];
    const lines = await commandLines(db, [id], locale);
    const settings = await readRentalSettings(db);
    const logo = await readLogo(app, env?.documentLogoId as string | null | undefined);
    const person = user ? `${String(user.firstName ?? '')} ${String(user.lastName ?? '')}`.trim() : '';
    const renter = [organization ? String(organization.name ?? '') : null, person, command.rentFor ? String(command.rentFor) : null].filter(Boolean).join(' — ');
    const strategy = (user?.rentalInvoicingStrategyId as string | null | undefined) ?? null;
    const coupon = await appliedCoupon(app.db, command.purchasedCouponId as string | null, locale, app.config.defaultLocale);
    const pdf = await renderRentalDocumentPdf({
      kind,
      locale: isLocale(locale) ? locale : app.config.defaultLocale,
      timezone: timezoneOf(request),
      currency: app.config.currency,
      reference: id.slice(0, 8).toUpperCase(),
      createdAt: command.createdAt as Date,
      startAt: command.startAt as Date,
      endAt: command.endAt as Date,
      renter,
      billingAddress: addressLines(addressRows.find((row) => row.id === command.billingAddressId)),
      shippingAddress: addressLines(addressRows.find((row) => row.id === command.shippingAddressId)),
      strategy: command.rentalStrategy as RentalStrategy,
      lines: lines.get(id) ?? [],
      shippingPrice: command.shippingPrice == null ? null : Number(command.shippingPrice),
      discount: coupon,
      taxPercent: settings.rentalOrganizationTax,
      withoutVat: strategy !== null && (NO_VAT_INVOICING_STRATEGIES as readonly string[]).includes(strategy),
      monthly: user?.rentalMonthlyInvoicing === true,
      header: localize<string>(env?.documentHeader, locale),
      footer: localize<string>(env?.documentFooter, locale),
      conditions: localize<string>(env?.documentRentalConditions, locale),
      logo,
    });
    const name = `${kind}-${id.slice(0, 8)}.pdf`;
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="${name}"`).header('x-content-type-options', 'nosniff').header('cache-control', 'private, no-store').send(pdf);
  });

  const workDir = join(app.config.uploadsDir, 'work');
  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: app.config.fileMaxBytes, files: 1, fields: 0, parts: 1 } });
    scope.post<{ Params: { id: string } }>('/api/v1/services/rental-commands/:id/signed-contract', { schema: { params: idParams }, compress: false }, async (request, reply) => {
      featureOn();
      const userId = request.actor.userId;
      if (!userId) throw unauthenticated('Sign in to send your signed contract.');
      const { id } = request.params;
      await readableCommand(request, id);
      const step = await stepOf(id, 'contract');
      if (!step || !['waiting', 'error'].includes(String(step.statusId))) throw conflict('The contract is not waiting for its signature.', '/data');
      await app.rateLimits.consume([['uploadsByAccount', userId]]);
      await mkdir(workDir, { recursive: true });
      const path = join(workDir, randomUUID());
      let prepared: PreparedFile | null = null;
      try {
        let filename: string | null = null;
        try {
          for await (const part of request.parts()) {
            if (part.type !== 'file') continue;
            if (part.fieldname !== 'file' || filename !== null) {
              part.file.resume();
              continue;
            }
            filename = part.filename;
            await pipeline(part.file, createWriteStream(path));
            if (part.file.truncated) throw validationFailed([{ pointer: '/file', rule: 'max', detail: 'The file is too large.', meta: { max: app.config.fileMaxBytes } }]);
          }
        } catch (error) {
          if (error instanceof Error && !(error as { statusCode?: number }).statusCode && !('errors' in error)) throw badRequest(`The multipart body cannot be read: ${error.message}.`, undefined, 'malformed_multipart');
          throw error;
        }
        if (!filename) throw validationFailed([{ pointer: '/file', rule: 'required', detail: 'Send the signed contract as `file`.' }]);
        prepared = await prepareFile({ received: path, name: filename, field: { pointer: '/file' }, imageMaxBytes: app.config.imageMaxBytes, workDir });
        const [fileId] = await storeWithRows({ db: app.db, storage: app.fileStorage, type: 'files', entries: [{ file: prepared, values: { name: filename, originalName: filename, isPublic: false, createdById: userId } }] });
        await app.db.transaction(async (tx) => {
          await tx.update(tablesOf('rental-commands').table).set({ signedContractId: fileId }).where(eq(tablesOf('rental-commands').table.id, id));
          await tx.update(steps()).set({ doneAt: new Date(), statusId: 'waiting' }).where(eq(steps().id, step.id as string));
        });
        return reply.code(204).send();
      } finally {
        await rm(path, { force: true });
        await prepared?.cleanup();
      }
    });
  });

  app.get<{ Params: { id: string } }>('/api/v1/services/rental-commands/:id/signed-contract', { schema: { params: idParams }, compress: false }, async (request, reply) => {
    featureOn();
    const command = await readableCommand(request, request.params.id);
    if (!command.signedContractId) throw notFound('No signed contract was sent yet.');
    const files = tablesOf('files').table;
    const [row] = (await app.db.select().from(files).where(eq(files.id, command.signedContractId as string))) as Row[];
    if (!row) throw notFound('No signed contract was sent yet.');
    return sendStoredFile({
      request,
      reply,
      storage: app.fileStorage,
      file: { key: String(row.storagePath), mimeType: String(row.mimeType), size: Number(row.size), hash: String(row.hash), fileName: String(row.originalName ?? row.name), isPublic: false },
    });
  });
}

/** The document logo's bytes, when it is set and stored. */
export async function readLogo(app: FastifyInstance, fileId: string | null | undefined): Promise<Buffer | null> {
  if (!fileId) return null;
  const files = tablesOf('files').table;
  const [row] = (await app.db.select({ storagePath: files.storagePath }).from(files).where(eq(files.id, fileId))) as Row[];
  if (!row) return null;
  const stream: Readable | null = await app.fileStorage.read(String(row.storagePath));
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The coupon a command was placed with, and what it takes off. */
export async function appliedCoupon(db: Executor, purchasedCouponId: string | null, locale: Locale, defaultLocale: Locale): Promise<{ name: string; amount: number } | null> {
  if (!purchasedCouponId) return null;
  const purchases = tablesOf('purchased-coupons').table;
  const coupons = tablesOf('coupons').table;
  const [row] = await db.select({ name: coupons.name, amount: coupons.amount }).from(purchases).innerJoin(coupons, eq(purchases.couponId, coupons.id)).where(eq(purchases.id, purchasedCouponId));
  return row ? { name: localize<string>(row.name, locale, defaultLocale) ?? '', amount: Number(row.amount) } : null;
}

/** The commands' lines as their documents list them, by command: those no other line replaces (a replacement carries the price), named in `locale`. */
export async function commandLines(db: Executor, commandIds: readonly string[], locale: Locale): Promise<Map<string, { name: string; price: number }[]>> {
  const byCommand = new Map<string, { name: string; price: number }[]>();
  if (!commandIds.length) return byCommand;
  const items = tablesOf('rental-command-items').table;
  const models = tablesOf('rental-models').table;
  const rows = await db
    .select({ id: items.id, commandId: items.commandId, replaceId: items.replaceId, price: items.rentingPrice, name: models.name })
    .from(items)
    .innerJoin(models, eq(items.rentalModelId, models.id))
    .where(inArray(items.commandId, [...commandIds]))
    .orderBy(items.createdAt, items.id);
  for (const line of currentLines(rows as { id: string; commandId: string; replaceId: string | null; price: unknown; name: unknown }[])) {
    const list = byCommand.get(line.commandId) ?? [];
    list.push({ name: localize<string>(line.name, locale) ?? '', price: Number(line.price ?? 0) });
    byCommand.set(line.commandId, list);
  }
  return byCommand;
}

