import type { z } from 'zod';
import { BLOCK_TYPES } from './catalogue.ts';
import type { BlockName, BlockTypeInfo } from './catalogue.ts';

export interface BlockDeclaration<N extends BlockName = BlockName, S extends z.ZodType = z.ZodType> extends BlockTypeInfo {
  name: N;
  /** Checks (and completes with defaults) one language's props. */
  props: S;
  /** What a new block of this type starts with, valid against `props`. */
  defaults: z.input<S>;
  /** Paths of rich-text strings in the props (`items.*.content`): the server sanitises them on write. */
  richText: readonly string[];
  /** One line for the editor's palette. */
  description: string;
}

/** Declares a block type: its catalogue entry with its props schema, defaults and rich-text paths. */
export function defineBlock<const N extends BlockName, S extends z.ZodType>(declaration: {
  name: N;
  props: S;
  defaults: z.input<S>;
  richText?: readonly string[];
  description: string;
}): BlockDeclaration<N, S> {
  return { ...BLOCK_TYPES[declaration.name], richText: [], ...declaration };
}

/** The props a block of type `N` renders with (after defaults). */
export type BlockPropsOf<D> = D extends BlockDeclaration<BlockName, infer S> ? z.output<S> : never;
