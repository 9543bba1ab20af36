import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { APP_ENV_ID, isLocale, isWithoutVat, monthToInvoice, rentalInvoicesAnswer, rentalInvoicesIssuedAnswer } from '@relais/domain';
import { jsonSchemaOf } from '../../http/contracts.ts';
import type { Locale } from '@relais/domain';
import { rentalMonthlyInvoiceCommands, rentalMonthlyInvoices } from '../../db/system-tables.ts';
import { forbidden, notFound, unauthenticated } from '../../http/errors.ts';
import { timezoneOf } from '../../http/timezone.ts';
import { managesRentals } from '../../resources/rental/policies.ts';
import { readRentalSettings } from '../../resources/rental/command-placement.ts';
import { localize } from '../../services/localize.ts';
import { issueMonthlyInvoices } from '../../services/rental-monthly-invoices.ts';
import { renderMonthlyInvoicePdf } from '../../services/rental-pdf.ts';
import { tablesOf } from '../../services/tables.ts';
import { addressLines, appliedCoupon, commandLines, readLogo } from './rental-documents.ts';

type Row = Record<string, unknown>;
const idParams = { type: 'object', properties: { id: { type: 'string', format: 'uuid' } }, required: ['id'], additionalProperties: false } as const;

/**
 * A member's monthly rental invoices (issue 26 item 5), written by the job worker once a month is
 * over (services/rental-monthly-invoices.ts):
 * - `GET /api/v1/services/rental-invoices`: the signed-in member's, newest first, with their
 *   number of commands;
 * - `GET /api/v1/services/rental-invoices/:id`: the invoice as a PDF, drawn when asked like a
 *   command's invoice (the commands' current lines, shipping and coupons, one total), for its
 *   member and the rental managers; anyone else gets 404;
 * - `POST /api/v1/services/rental-invoices/issue`: the rental managers write the invoices of the
 *   month just over now, as the job worker's pass does (the back office's button, for when the
 *   worker has not run yet); what the worker or an earlier call wrote is not written again.
 */
export async function rentalInvoicesRoutes(app: FastifyInstance) {
  const featureOn = () => {
    if (!app.config.features.rental) throw notFound();
  };
  const site = { url: app.config.appUrl, name: app.config.appName, defaultLocale: app.config.defaultLocale };

  app.get('/api/v1/services/rental-invoices', { schema: { response: { 200: jsonSchemaOf(rentalInvoicesAnswer) } } }, async (request) => {
    featureOn();
    const userId = request.actor.userId;
    if (!userId) throw unauthenticated('Sign in to see your invoices.');
    const rows = await app.db
      .select({ id: rentalMonthlyInvoices.id, month: rentalMonthlyInvoices.month, createdAt: rentalMonthlyInvoices.createdAt, commands: count(rentalMonthlyInvoiceCommands.commandId) })
      .from(rentalMonthlyInvoices)
      .leftJoin(rentalMonthlyInvoiceCommands, eq(rentalMonthlyInvoiceCommands.invoiceId, rentalMonthlyInvoices.id))
      .where(eq(rentalMonthlyInvoices.userId, userId))
      .groupBy(rentalMonthlyInvoices.id)
      .orderBy(desc(rentalMonthlyInvoices.month))
      .limit(120);
    return { data: rows.map((row) => ({ id: row.id, month: row.month, createdAt: row.createdAt.toISOString(), commands: Number(row.commands) })) };
  });

  app.post('/api/v1/services/rental-invoices/issue', { schema: { response: { 200: jsonSchemaOf(rentalInvoicesIssuedAnswer) } } }, async (request) => {
    featureOn();
    if (!request.actor.userId) throw unauthenticated('Sign in to issue the monthly invoices.');
    if (!managesRentals(request.actor)) throw forbidden('Only the rental managers issue the monthly invoices.');
    const now = new Date();
    return { data: { month: monthToInvoice(now), written: await issueMonthlyInvoices(app.db, site, now) } };
  });

  app.get<{ Params: { id: string } }>('/api/v1/services/rental-invoices/:id', { schema: { params: idParams } }, async (request, reply) => {
    featureOn();
    const { actor } = request;
    if (!actor.userId) throw unauthenticated('Sign in to download your invoice.');
    const [invoice] = await app.db.select().from(rentalMonthlyInvoices).where(eq(rentalMonthlyInvoices.id, request.params.id));
    if (!invoice || (invoice.userId !== actor.userId && !managesRentals(actor))) throw notFound('There is no such invoice.');
    const { db } = app;
    const locale: Locale = isLocale(request.locale) ? request.locale : app.config.defaultLocale;
    const links = await db.select({ commandId: rentalMonthlyInvoiceCommands.commandId }).from(rentalMonthlyInvoiceCommands).where(eq(rentalMonthlyInvoiceCommands.invoiceId, invoice.id));
    const commandsTable = tablesOf('rental-commands').table;
    const commands = links.length
      ? ((await db
          .select()
          .from(commandsTable)
          .where(inArray(commandsTable.id, links.map((link) => link.commandId)))
          .orderBy(commandsTable.startAt, commandsTable.id)) as Row[])
      : [];
    const lines = await commandLines(db, commands.map((command) => command.id as string), locale);
    const users = tablesOf('users').table;
    const [user] = (await db.select().from(users).where(eq(users.id, invoice.userId))) as Row[];
    const envs = tablesOf('app-envs').table;
    const [env] = (await db.select().from(envs).where(eq(envs.id, APP_ENV_ID))) as Row[];
    const settings = await readRentalSettings(db);
    // The billing address of the month's latest command that has one.
    const billingId = [...commands].reverse().find((command) => command.billingAddressId)?.billingAddressId as string | undefined;
    const addresses = tablesOf('addresses').table;
    const [billing] = billingId ? ((await db.select().from(addresses).where(and(eq(addresses.id, billingId)))) as Row[]) : [];
    const pdf = await renderMonthlyInvoicePdf({
      locale,
      timezone: timezoneOf(request),
      currency: app.config.currency,
      reference: `${invoice.month}-${invoice.id.slice(0, 8).toUpperCase()}`,
      createdAt: invoice.createdAt,
      month: invoice.month,
      renter: user ? `${String(user.firstName ?? '')} ${String(user.lastName ?? '')}`.trim() : '',
      billingAddress: addressLines(billing),
      taxPercent: settings.rentalOrganizationTax,
      withoutVat: isWithoutVat(user?.rentalInvoicingStrategyId as string | null | undefined),
      commands: await Promise.all(
        commands.map(async (command) => ({
          reference: (command.id as string).slice(0, 8).toUpperCase(),
          startAt: command.startAt as Date,
          endAt: command.endAt as Date,
          lines: lines.get(command.id as string) ?? [],
          shippingPrice: command.shippingPrice == null ? null : Number(command.shippingPrice),
          discount: await appliedCoupon(db, command.purchasedCouponId as string | null, locale, app.config.defaultLocale),
        })),
      ),
      header: localize<string>(env?.documentHeader, locale),
      footer: localize<string>(env?.documentFooter, locale),
      logo: await readLogo(app, env?.documentLogoId as string | null | undefined),
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="invoice-${invoice.month}.pdf"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
