import type { Bilingual } from './types.ts';

/** A menu entry of the demo: it links to a demo page by path, or to a URL. */
export interface DemoMenuItem {
  name: Bilingual;
  pagePath?: string;
  url?: string;
  requiresAuth?: boolean;
  alignsNextRight?: boolean;
  children?: DemoMenuItem[];
}

export const demoMenu: DemoMenuItem[] = [
  { name: { en: 'Home', fr: 'Accueil' }, pagePath: '/' },
  {
    name: { en: 'About', fr: 'À propos' },
    // Pushes the account entry to the right of the bar.
    alignsNextRight: true,
    children: [
      { name: { en: 'Accessibility', fr: 'Accessibilité' }, pagePath: '/accessibility' },
      { name: { en: 'Terms of use', fr: 'Conditions d’utilisation' }, pagePath: '/legal/terms' },
      { name: { en: 'Privacy policy', fr: 'Politique de confidentialité' }, pagePath: '/legal/privacy-policy' },
    ],
  },
  // Shown to signed-in visitors only.
  { name: { en: 'My account', fr: 'Mon compte' }, url: '/account/profile', requiresAuth: true },
];
