import { z } from 'zod';
import { defineBlock } from './define-block.ts';
import { common, plainText } from './props.ts';

/**
 * A person asks the accompaniment team for help (issue 28 item 1): their name, how to reach them, a
 * short reason (30 characters at most) and what they need; the request becomes a project and the
 * team is notified (`POST /api/v1/services/eqlaat-requests`).
 */
export const pageEqlaatRequest = defineBlock({
  name: 'pageEqlaatRequest',
  description: 'A form to ask the accompaniment team for help: the request becomes a project and the team is notified.',
  props: z.strictObject({ ...common, title: plainText(300).default(''), introduction: plainText(2000).optional() }),
  defaults: { title: 'Ask for accompaniment' },
});
