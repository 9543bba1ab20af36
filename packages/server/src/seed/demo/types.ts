import type { Bilingual } from '../operations.ts';

/** Demo content as the seed writes it: translatable values carry English and French. */
export type { Bilingual };

export interface DemoComponent {
  name: string;
  viewId?: string;
  props: Bilingual<Record<string, unknown>>;
}

export interface DemoPage {
  path: string;
  title: Bilingual;
  description?: Bilingual;
  isDefault?: boolean;
  components: DemoComponent[];
}

/** A legal or information page: a title block and one rich-text block. */
export const textPage = (path: string, title: Bilingual, subtitle: Bilingual, html: Bilingual): DemoPage => ({
  path,
  title,
  components: [
    { name: 'pageTitle', props: { en: { title: title.en, subtitle: subtitle.en, align: 'left', size: 'normal' }, fr: { title: title.fr, subtitle: subtitle.fr, align: 'left', size: 'normal' } } },
    { name: 'pageContent', props: { en: { display: 'list', items: [{ content: html.en }] }, fr: { display: 'list', items: [{ content: html.fr }] } } },
  ],
});
