import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findResource } from '../../operations/index.ts';
import { renderReportPdf } from '../../services/report-pdf.ts';
import { contextOf } from '../api/resources.ts';
import { timezoneOf } from '../../http/timezone.ts';

const idParams = { type: 'object', properties: { id: { type: 'string', minLength: 1, maxLength: 64 } }, required: ['id'], additionalProperties: false } as const;

interface Resource {
  id: string;
  type: string;
  attributes?: Record<string, unknown>;
  relationships?: Record<string, { data?: { type: string; id: string } | null }>;
}


/** A file name of plain letters for the header's `filename`, the exact one in `filename*`. */
function disposition(title: string, kind: 'attachment' | 'inline' = 'attachment'): string {
  const ascii =
    title
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'report';
  return `${kind}; filename="${ascii}.pdf"; filename*=UTF-8''${encodeURIComponent(`${title.slice(0, 120)}.pdf`)}`;
}

/**
 * `GET /api/v1/services/eqlaat-reports/:id/pdf` (spec, routes "/services/eqlaat-reports/{id}/show/pdf"):
 * a project report as a PDF, for whoever may read the report through the API — the project's users
 * (its own reports and its appointments'), eqlaat members and admins. The report is read by the
 * generic engine with the reader's rights, so a report they may not read is the same 404 as one that
 * does not exist; what it is about is named only when they may read that too.
 */
export async function eqlaatReportsRoutes(app: FastifyInstance) {
  const answer = (kind: 'attachment' | 'inline') => async (request: FastifyRequest, reply: FastifyReply) => {
    const { id } = request.params as { id: string };
    const ctx = contextOf(request);
    const document = await findResource(ctx, { type: 'eqlaat-reports', id, query: { 'fields[eqlaat-reports]': 'title,content,reportable,createdAt' } });
    const report = document.data as unknown as Resource;
    const attributes = report.attributes ?? {};
    const target = report.relationships?.reportable?.data ?? null;
    let about: string | null = null;
    if (target) {
      try {
        const related = (await findResource(ctx, { type: target.type, id: target.id, query: { [`fields[${target.type}]`]: 'title' } })).data as unknown as Resource;
        about = typeof related.attributes?.title === 'string' ? related.attributes.title : null;
      } catch {
        about = null;
      }
    }
    const title = String(attributes.title ?? '');
    const createdAt = attributes.createdAt;
    const pdf = await renderReportPdf({
      title,
      content: typeof attributes.content === 'string' ? attributes.content : null,
      about,
      writtenAt: typeof createdAt === 'string' ? new Date(createdAt) : new Date(),
      locale: request.locale,
      timezone: timezoneOf(request),
    });
    return reply.type('application/pdf').header('content-disposition', disposition(title, kind)).header('x-content-type-options', 'nosniff').send(pdf);
  };
  app.get('/api/v1/services/eqlaat-reports/:id/pdf', { schema: { params: idParams } }, answer('attachment'));
  // The spec's address of the report's view (`/services/eqlaat-reports/{id}/show/pdf`): the same PDF,
  // shown in the browser's viewer rather than saved, with the same rights.
  app.get('/services/eqlaat-reports/:id/show/pdf', { schema: { params: idParams } }, answer('inline'));
}
