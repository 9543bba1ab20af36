import type { DemoPage } from './types.ts';

const button = (text: string, url: string, color = 'primary', outlined = false) => ({ text, url, color, outlined, blank: false });

/** The home page: what the platform is for, in a hero, three cards and two calls to action. */
export const homePage: DemoPage = {
  path: '/',
  isDefault: true,
  title: { en: 'Home', fr: 'Accueil' },
  description: {
    en: 'Relais brings together people who use, recommend and lend assistive technology.',
    fr: 'Relais rassemble celles et ceux qui utilisent, conseillent et prêtent des aides techniques.',
  },
  components: [
    {
      name: 'pageHero',
      viewId: 'welcome',
      props: {
        en: {
          title: 'Assistive technology, shared by a community',
          subtitle: 'Find equipment, advice and people who have been there: therapists, families, makers and users of communication aids.',
          images: [],
          buttons: [button('Our accessibility commitment', '/accessibility'), button('Create an account', '/auth/register', 'secondary', true)],
        },
        fr: {
          title: 'Les aides techniques, partagées par une communauté',
          subtitle: 'Trouvez du matériel, des conseils et des personnes qui sont passées par là : ergothérapeutes, familles, makers et utilisateurs d’aides à la communication.',
          images: [],
          buttons: [button('Notre engagement d’accessibilité', '/accessibility'), button('Créer un compte', '/auth/register', 'secondary', true)],
        },
      },
    },
    {
      name: 'pageTitle',
      viewId: 'what-we-do',
      props: {
        en: { title: 'What you will find here', subtitle: 'Practical help, from choosing a device to using it every day.', align: 'center', size: 'normal' },
        fr: { title: 'Ce que vous trouverez ici', subtitle: 'Une aide concrète, du choix d’un appareil à son usage au quotidien.', align: 'center', size: 'normal' },
      },
    },
    {
      name: 'pageContent',
      props: {
        en: {
          display: 'cards',
          itemsPerRow: 3,
          items: [
            { title: 'Resources you can trust', content: '<p>Guides, video tutorials and product sheets written and reviewed by occupational therapists and speech therapists.</p>' },
            { title: 'Equipment to try before you buy', content: '<p>Borrow eye-gaze systems, adapted keyboards or switch interfaces for a few weeks, and see what really works at home or at school.</p>' },
            { title: 'A community that answers', content: '<p>Ask a question in the forum and get answers from people who use assistive communication every day.</p>' },
          ],
        },
        fr: {
          display: 'cards',
          itemsPerRow: 3,
          items: [
            { title: 'Des ressources fiables', content: '<p>Guides, tutoriels vidéo et fiches produits rédigés et relus par des ergothérapeutes et des orthophonistes.</p>' },
            { title: 'Du matériel à essayer avant d’acheter', content: '<p>Empruntez pendant quelques semaines une commande oculaire, un clavier adapté ou une interface à contacteurs, et voyez ce qui fonctionne vraiment à la maison ou à l’école.</p>' },
            { title: 'Une communauté qui répond', content: '<p>Posez une question sur le forum et obtenez des réponses de personnes qui utilisent la communication alternative au quotidien.</p>' },
          ],
        },
      },
    },
    {
      name: 'pageButtons',
      props: {
        en: { align: 'center', buttons: [button('Read our privacy policy', '/legal/privacy-policy', 'primary', true), button('Terms of use', '/legal/terms', 'primary', true)] },
        fr: { align: 'center', buttons: [button('Lire notre politique de confidentialité', '/legal/privacy-policy', 'primary', true), button('Conditions d’utilisation', '/legal/terms', 'primary', true)] },
      },
    },
  ],
};
