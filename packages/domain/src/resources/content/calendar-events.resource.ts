import { boolean, datetime, richText, text, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';
import { interactionAttributes } from '../community/interaction-targets.ts';
import { publishableAttributes, publishableRelationships } from './publishable.ts';

// Its maps-search link is built from the location by rules/community.ts (mapsSearchUrl).

/** An event of the calendar (spec, domain "calendar-event"); soft-deletable. */
export const calendarEvents = defineResource({
  type: 'calendar-events',
  feature: 'calendar',
  adminCategory: 'community',
  defaultSort: ['-startAt'],
  filters: [
    'accessLevel',
    'organization',
    'creator',
    'createdBy',
    { name: 'search', kind: 'search', fields: ['title', 'location'] },
    /** `from,to`: the events under way at some moment of that interval (a month, a week, from now on). */
    { name: 'between', kind: 'range', field: 'startAt', endField: 'endAt' },
  ],
  softDelete: true,
  presentation: { titleField: 'title', summaryField: 'location', defaultColumns: ['title', 'startAt', 'endAt', 'location', 'publishedAt', 'creator'] },
  attributes: {
    ...publishableAttributes,
    ...interactionAttributes,
    description: richText({ translatable: true, max: 100_000 }),
    externalUrl: text({ max: 2048 }),
    /** A place one can go to; otherwise `location` names an online venue. */
    isRealLocation: boolean(),
    location: text({ max: 500 }),
    startAt: datetime({ required: true }),
    /** At or after `startAt` when given. */
    endAt: datetime(),
    /** A maps search of `location`, for a real location only. */
    mapsUrl: text({ computed: true, readOnly: true }),
  },
  relationships: {
    ...publishableRelationships,
    /** The person who runs the event: its author unless an administrator names someone else. */
    creator: toOne('users', { privileged: true }),
  },
});
