import type { z } from 'zod';
import { BLOCK_TYPES } from './catalogue.ts';
import type { BlockName, BlockTypeInfo, SubRouteOf } from './catalogue.ts';
import type { BlockScreens } from './screens.ts';

export interface BlockDeclaration<
  N extends BlockName = BlockName,
  S extends z.ZodType = z.ZodType,
  Sc extends BlockScreens<z.output<S>, SubRouteOf<N>> | null = BlockScreens<z.output<S>, SubRouteOf<N>> | null,
> extends BlockTypeInfo {
  name: N;
  /** Checks (and completes with defaults) one language's props. */
  props: S;
  /** What a new block of this type starts with, valid against `props`. */
  defaults: z.input<S>;
  /** Paths of rich-text strings in the props (`items.*.content`): the server sanitises them on write. */
  richText: readonly string[];
  /** One line for the editor's palette. */
  description: string;
  /**
   * Its screens and the API reads each needs (`screens.ts`): `main`, and one per sub-route of its
   * catalogue entry (a test checks none is missing); null for a block that shows its props only.
   */
  screens: Sc;
}

/** Declares a block type: its catalogue entry with its props schema, defaults, rich-text paths and screens. */
export function defineBlock<const N extends BlockName, S extends z.ZodType, Sc extends BlockScreens<z.output<S>, SubRouteOf<N>> | null = null>(declaration: {
  name: N;
  props: S;
  defaults: z.input<S>;
  richText?: readonly string[];
  description: string;
  screens?: Sc;
}): BlockDeclaration<N, S, Sc> {
  return { ...BLOCK_TYPES[declaration.name], richText: [], screens: null as Sc, ...declaration };
}

/** The props a block of type `N` renders with (after defaults). */
export type BlockPropsOf<D> = D extends { props: infer S extends z.ZodType } ? z.output<S> : never;
