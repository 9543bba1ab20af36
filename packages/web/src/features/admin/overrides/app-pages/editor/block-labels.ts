import type { TFunction } from '../../../../../lib/i18n/i18n.ts';
import type { BlockName } from '@relais/domain';
import { humanised } from '../../../../../lib/resources/labels.ts';

/** A block type's name for people: `pageHero` → "Hero" (messages `pageEditor.<type>`). */
export const blockLabel = (t: TFunction, name: BlockName) => t(`pageEditor.${name}`, { defaultValue: humanised(name.replace(/^page/, '')) });

/** What a block says about itself in the list: its title or first words, if any. */
export function blockSummary(props: Record<string, unknown>): string {
  for (const key of ['title', 'firstName', 'text', 'introduction']) {
    const value = props[key];
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 80);
  }
  return '';
}
