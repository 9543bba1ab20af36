import { z } from 'zod';
import { defineBlock } from './define-block.ts';
import { common, plainText } from './props.ts';

/** Three counters of the community, read once the block is seen (`GET /services/home-stats`). */
export const pageCommunityNumbers = defineBlock({
  name: 'pageCommunityNumbers',
  description: 'The community in three numbers: organizations, shared items, people accompanied.',
  props: z.strictObject({ ...common, title: plainText(300).optional() }),
  defaults: {},
});
