import { loadOperatorFont, operatorFontFamilies } from './operator-fonts.ts';

/**
 * The @font-face rules of each font, loaded only when a user picks it (or opens the drawer, which
 * shows every font in itself): nothing of them weighs on a page before that. Roboto, the default,
 * is declared at start by `roboto.css` (imported by app/providers.tsx). The files are ours,
 * bundled from @fontsource packages, or the operator's (DATA_DIR/fonts, served by us): no font is
 * ever fetched from another host.
 */
const FONT_STYLESHEETS: Record<string, () => Promise<unknown>> = {
  Andika: () => import('./andika.css'),
  Montserrat: () => import('./montserrat.css'),
  OpenDyslexic: () => import('./opendyslexic.css'),
};

const loaded = new Map<string, Promise<unknown>>();

export function loadFontFamily(family: string): Promise<unknown> {
  const load = FONT_STYLESHEETS[family] ?? (operatorFontFamilies().includes(family) ? () => loadOperatorFont(family)! : undefined);
  if (!load) return Promise.resolve();
  const pending = loaded.get(family) ?? load().catch(() => loaded.delete(family));
  loaded.set(family, pending);
  return pending;
}
