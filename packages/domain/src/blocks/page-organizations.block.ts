import { z } from 'zod';
import { defineBlock } from './define-block.ts';
import { MAX_ORGANIZATIONS_PER_PAGE, organizationsMapScreens, organizationsTableScreens } from './organizations.screens.ts';
import { common, plainText } from './props.ts';

/** Access levels are named by their id (`member_level_2`); none means every level. */
const accessLevels = z.array(z.string().trim().min(1).max(64)).max(20).default([]);

export const organizationsTableProps = z.strictObject({
  ...common,
  title: plainText(300).default(''),
  subtitle: plainText(1000).optional(),
  accessLevels,
  /** Only the organizations that have a position on the map. */
  withPosition: z.boolean().default(false),
  /** Organizations per page of the table. */
  perPage: z.number().int().min(1).max(MAX_ORGANIZATIONS_PER_PAGE).default(25),
});

export const organizationsMapProps = z.strictObject({
  ...common,
  title: plainText(300).default(''),
  subtitle: plainText(1000).optional(),
  accessLevels,
  /** Height of the map on a desktop screen, in pixels (phones get two thirds of it). */
  height: z.number().int().min(200).max(900).default(480),
});

/** The organizations as a table: the highest access level first, then by name, with a quick search. */
export const pageOrganizationsTable = defineBlock({
  name: 'pageOrganizationsTable',
  description: 'The organizations as a table: name, country, address and level, the highest level first; each opens its own page.',
  props: organizationsTableProps,
  defaults: { title: 'Organizations', accessLevels: [], withPosition: false, perPage: 25 },
  screens: organizationsTableScreens,
});

/** The organizations that have a position, on a map, with a list for those who do not use the map. */
export const pageOrganizationsMap = defineBlock({
  name: 'pageOrganizationsMap',
  description: 'A map of the organizations that have a position, grouped when close, with the same list as text.',
  props: organizationsMapProps,
  defaults: { title: 'Map of organizations', accessLevels: [], height: 480 },
  screens: organizationsMapScreens,
});
