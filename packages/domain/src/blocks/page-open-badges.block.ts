import { z } from 'zod';
import { defineBlock } from './define-block.ts';
import { common, plainText } from './props.ts';
import { MAX_OPEN_BADGES_PER_PAGE, MAX_SELECTED_OPEN_BADGES, openBadgesScreens, selectedOpenBadgesScreens } from './open-badges.screens.ts';

const id = z.string().trim().min(1).max(64);

export const openBadgesProps = z.strictObject({
  ...common,
  title: plainText(300).default(''),
  subtitle: plainText(1000).optional(),
  /** Badges per page of the list. */
  perPage: z.number().int().min(1).max(MAX_OPEN_BADGES_PER_PAGE).default(12),
});

export const selectedOpenBadgesProps = z.strictObject({
  ...common,
  title: plainText(300).default(''),
  /** The ids of the badges shown, in order (drafts are left out until published). */
  badges: z.array(id).max(MAX_SELECTED_OPEN_BADGES).default([]),
});

/** The published open badges; each opens at `{page}/:id`, an issued one at `{page}/assertions/:id`. */
export const pageOpenBadges = defineBlock({
  name: 'pageOpenBadges',
  description: 'The published open badges, with a search; each opens on its own screen with its modules, and an issued badge has a page its holder shares.',
  props: openBadgesProps,
  defaults: { title: 'Open badges', perPage: 12 },
  screens: openBadgesScreens,
});

/** A few chosen badges, in the editor's order. */
export const pageSelectedOpenBadges = defineBlock({
  name: 'pageSelectedOpenBadges',
  description: 'A few chosen open badges, in the order you pick them.',
  props: selectedOpenBadgesProps,
  defaults: { title: '', badges: [] },
  screens: selectedOpenBadgesScreens,
});
