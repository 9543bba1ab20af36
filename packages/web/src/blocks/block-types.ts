import type { BlockDeclarationOf, BlockName, BlockPropsOf, RouteParams, ScreenData, SubRouteOf } from '@relais/domain';

/** The screens a block type has: `main`, and one per sub-route of its catalogue entry. */
export type ScreenNameOf<N extends BlockName> = 'main' | SubRouteOf<N>;

type ScreensOf<N extends BlockName> = NonNullable<BlockDeclarationOf<N>['screens']>;

/** One screen as its component receives it: which one, the route's params, the answers of its reads. */
export type BlockScreenProps<N extends BlockName, R extends ScreenNameOf<N> = ScreenNameOf<N>> = R extends ScreenNameOf<N>
  ? {
      screen: R;
      params: R extends 'main' ? Record<never, string> : RouteParams<R>;
      data: R extends keyof ScreensOf<N> ? ScreenData<ScreensOf<N>[R]> : Record<never, never>;
    }
  : never;

/**
 * What a block component receives from the page. `BlockProps<'pageBlogPosts'>` is typed from the
 * block's declaration (domain `blocks/`): its props after defaults, and for each of its screens the
 * route's params and its reads' answers. Plain `BlockProps` is the untyped shape every block accepts.
 */
export type BlockProps<N extends BlockName | null = null> = N extends BlockName
  ? {
      props: BlockPropsOf<BlockDeclarationOf<N>>;
      /** Level of the block's own heading: 1 for the block that opens the page (or a sub-route's screen), 2 after. */
      headingLevel: 1 | 2;
      page: BlockPage;
    } & BlockScreenProps<N>
  : UntypedBlockProps;

/** The page holding the block: its path (a block's sub-routes are under it) and its title. */
export interface BlockPage {
  path: string;
  title: string;
}

export interface UntypedBlockProps {
  page?: BlockPage;
  /** The block's props as the editor saved them; each block reads its own shape defensively. */
  props: Record<string, unknown>;
  /** Level of the block's own heading: 1 for the block that opens the page, 2 after. */
  headingLevel: 1 | 2;
  screen?: string;
  params?: Record<string, string>;
  data?: Record<string, unknown>;
}

export const asString = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

export const asArray = <T = Record<string, unknown>>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

export const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
