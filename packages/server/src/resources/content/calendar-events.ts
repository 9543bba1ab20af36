import { mapsSearchUrl } from '@relais/domain';
import { attributePointer, validationFailed } from '../../http/errors.ts';
import { publishableHooks, publishablePolicy, publishedByNow } from './publishable.ts';

export const calendarEventsPolicy = publishablePolicy(publishedByNow);

export const calendarEventsHooks = publishableHooks(calendarEventsPolicy, {
  async beforeWrite({ actor, action, values, before }) {
    // Whoever adds an event runs it, unless an administrator names someone else.
    if (action === 'create' && !values.creatorId) values.creatorId = actor.userId;
    const startAt = (values.startAt ?? before?.startAt) as Date | null | undefined;
    const endAt = (values.endAt === undefined ? before?.endAt : values.endAt) as Date | null | undefined;
    if (startAt && endAt && endAt.getTime() < startAt.getTime()) {
      throw validationFailed([{ pointer: attributePointer('endAt'), rule: 'after_or_equal', detail: 'An event cannot end before it starts.' }]);
    }
  },
  computed: (row) => ({ mapsUrl: row.isRealLocation && typeof row.location === 'string' && row.location.trim() ? mapsSearchUrl(row.location) : null }),
});
