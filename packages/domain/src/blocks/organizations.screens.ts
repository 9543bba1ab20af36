import type { z } from 'zod';
import type { ResourceCollectionDocument } from '../contracts/jsonapi.ts';
import type { OrganizationsMapAnswer } from '../contracts/organizations.ts';
import { apiRead, blockScreen, pageNumberOf, searchOf } from './screens.ts';
import type { organizationsMapProps, organizationsTableProps } from './page-organizations.block.ts';

/**
 * The organizations blocks' screens (spec, domain §7 "Organizations list": filter by access levels,
 * with a position, the highest level first then by name). No schema at run time: the web's page
 * shell imports these without zod. An organization's own screen is not a block's: it is the shell's
 * `/organizations/:id` (spec, platform §2 "Public routes").
 */

export const MAX_ORGANIZATIONS_PER_PAGE = 100;
/** The most organizations a map shows: every located one, in one read (the kind's largest page). */
export const MAX_ORGANIZATIONS_ON_MAP = 1000;

const API = '/api/v1/organizations';
/** The spec's sparse fields of the list call, with the complete name the table shows. */
const TABLE_FIELDS = 'fields[organizations]=name,unitName,completeName,slug,country,shortDescription,contactAddress,latitude,longitude,image,accessLevel&fields[files]=url&fields[access-levels]=name,weight&include=image,accessLevel';
/** Highest access level first, then by name (spec, domain §7). */
export const ORGANIZATIONS_SORT = 'sort=-accessLevel.weight,name';

/** `&filter[accessLevels]=a,b` when the block names levels, else nothing (every level). */
export const accessLevelsFilter = (accessLevels: readonly string[]) =>
  accessLevels.length > 0 ? `&filter[accessLevels]=${accessLevels.map(encodeURIComponent).join(',')}` : '';

type TableProps = z.output<typeof organizationsTableProps>;
type MapProps = z.output<typeof organizationsMapProps>;

export const organizationsTableScreens = {
  /** The organizations of the block's levels, a page at a time, narrowed by the quick search (`?q=`). */
  main: blockScreen<TableProps>()({
    query: ['page', 'q'],
    reads: ({ props, query }) => {
      const search = searchOf(query);
      const filter = `${accessLevelsFilter(props.accessLevels)}${props.withPosition ? '&filter[withPosition]=1' : ''}${search ? `&filter[search]=${encodeURIComponent(search)}` : ''}`;
      return {
        organizations: apiRead<ResourceCollectionDocument>(`${API}?${ORGANIZATIONS_SORT}${filter}&page[size]=${props.perPage}&page[number]=${pageNumberOf(query)}&${TABLE_FIELDS}`),
      };
    },
  }),
};

export const organizationsMapScreens = {
  /**
   * Every located organization of the block's levels, in one read of what a marker needs alone (id,
   * complete name, slug, position): the list call's order and filters, without JSON:API's framing.
   */
  main: blockScreen<MapProps>()({
    reads: ({ props }) => ({
      organizations: apiRead<OrganizationsMapAnswer>(
        `/api/v1/services/organizations/map${props.accessLevels.length > 0 ? `?accessLevels=${props.accessLevels.map(encodeURIComponent).join(',')}` : ''}`,
      ),
    }),
  }),
};
