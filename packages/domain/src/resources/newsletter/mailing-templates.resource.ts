import { datetime, richText, text, toMany, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/**
 * A mailing the administrators compose (spec, domain "mailing-template"): a subject, an introduction,
 * a selection of articles and a closing text, with an image and attachments. Light-user forms send
 * it; `lastSentAt` is the server's record of the latest sending.
 */
export const mailingTemplates = defineResource({
  type: 'mailing-templates',
  feature: 'newsletter',
  adminCategory: 'contacts',
  defaultSort: ['-createdAt'],
  filters: [{ name: 'search', kind: 'search', fields: ['subject'] }],
  attributes: {
    subject: text({ translatable: true, required: true, min: 1, max: 255 }),
    introText: richText({ translatable: true, max: 50_000 }),
    outroText: richText({ translatable: true, max: 50_000 }),
    lastSentAt: datetime({ readOnly: true }),
  },
  relationships: {
    articles: toMany('articles'),
    image: toOne('files'),
    attachments: toMany('files'),
  },
});
