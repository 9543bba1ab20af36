import type { BlockName } from './catalogue.ts';
import type { BlockDeclaration } from './define-block.ts';
import { pageButtons } from './page-buttons.block.ts';
import { pageContent } from './page-content.block.ts';
import { pageHero } from './page-hero.block.ts';
import { pageTitle } from './page-title.block.ts';

/** One declaration per block type of the catalogue: a type without one does not compile. */
export const BLOCK_DECLARATIONS = { pageHero, pageTitle, pageContent, pageButtons } satisfies { readonly [N in BlockName]: BlockDeclaration<N> };

export const blockDeclaration = (name: BlockName): BlockDeclaration => BLOCK_DECLARATIONS[name] as BlockDeclaration;
