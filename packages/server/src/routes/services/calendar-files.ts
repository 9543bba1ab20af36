import type { FastifyInstance } from 'fastify';
import { calendarFile } from '@relais/domain';
import { findResource } from '../../operations/index.ts';
import { contextOf } from '../api/resources.ts';

const params = { type: 'object', properties: { id: { type: 'string', minLength: 1, maxLength: 64 } }, required: ['id'], additionalProperties: false } as const;

const FIELDS = 'title,description,location,externalUrl,startAt,endAt,updatedAt';

/**
 * `GET /api/v1/services/calendar-events/:id/ics`: "add to my calendar", the event as an iCalendar
 * file (RFC 5545) in the reader's language. Read as the JSON:API read answers it: a row the reader
 * may not read is 404 (403 / 401 when the kind is refused), the calendar feature off is 404.
 */
export async function calendarFilesRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>('/api/v1/services/calendar-events/:id/ics', { schema: { params } }, async (request, reply) => {
    const ctx = contextOf(request);
    const document = await findResource(ctx, { type: 'calendar-events', id: request.params.id, query: { 'fields[calendar-events]': FIELDS } });
    const data = document.data as { id: string; attributes: Record<string, string | null> };
    const { title, description, location, externalUrl, startAt, endAt, updatedAt } = data.attributes;
    const host = new URL(app.config.appUrl).host;
    const file = calendarFile(
      [
        {
          uid: `calendar-events-${data.id}@${host}`,
          title: title ?? '',
          description,
          location,
          url: externalUrl,
          startAt: new Date(startAt!),
          endAt: endAt ? new Date(endAt) : null,
          updatedAt: updatedAt ? new Date(updatedAt) : null,
        },
      ],
      { productId: `-//${app.config.appName}//Calendar//EN` },
    );
    const name = (title ?? 'event').normalize('NFKD').replace(/[^\w\s-]/g, '').trim().replace(/\s+/g, '-').toLowerCase().slice(0, 60) || 'event';
    reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}.ics"`)
      .header('cache-control', 'private, no-store');
    return file;
  });
}
