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
  { name: { en: 'Blog', fr: 'Blog' }, pagePath: '/blog' },
  { name: { en: 'Calendar', fr: 'Calendrier' }, pagePath: '/calendar' },
  { name: { en: 'Guides', fr: 'Guides' }, pagePath: '/articles' },
  { name: { en: 'Forum', fr: 'Forum' }, pagePath: '/forum' },
  // Nine entries at most on the bar, so that it holds on one line at 1280 px: the rest in dropdowns.
  {
    name: { en: 'Resources', fr: 'Ressources' },
    children: [
      { name: { en: 'Repository', fr: 'Dépôt' }, pagePath: '/repository' },
      { name: { en: 'Product catalogue', fr: 'Catalogue de produits' }, pagePath: '/catalogue' },
      { name: { en: 'Organizations', fr: 'Structures' }, pagePath: '/organizations' },
    ],
  },
  {
    name: { en: 'Services', fr: 'Services' },
    children: [
      { name: { en: 'Rent equipment', fr: 'Louer du matériel' }, pagePath: '/rental' },
      { name: { en: 'Coupons', fr: 'Bons' }, pagePath: '/coupons' },
      { name: { en: 'Accompaniment', fr: 'Accompagnement' }, pagePath: '/accompaniment' },
    ],
  },
  {
    name: { en: 'Training', fr: 'Formation' },
    children: [
      { name: { en: 'Training resources', fr: 'Ressources de formation' }, pagePath: '/training-resources' },
      { name: { en: 'Requested resources', fr: 'Ressources demandées' }, pagePath: '/training-requests' },
      { name: { en: 'Trainings', fr: 'Formations' }, pagePath: '/trainings' },
      { name: { en: 'Open badges', fr: 'Open badges' }, pagePath: '/open-badges' },
    ],
  },
  {
    name: { en: 'About', fr: 'À propos' },
    children: [
      { name: { en: 'Accessibility', fr: 'Accessibilité' }, pagePath: '/accessibility' },
      { name: { en: 'Terms of use', fr: 'Conditions d’utilisation' }, pagePath: '/legal/terms' },
      { name: { en: 'Privacy policy', fr: 'Politique de confidentialité' }, pagePath: '/legal/privacy-policy' },
    ],
  },
  // No "My account" entry: the top bar's account menu is the one way to the account (issue 21 item 28).
];
