import type { DemoPage } from './types.ts';

const button = (text: string, url: string, color = 'primary', outlined = false) => ({ text, url, color, outlined, blank: false });

/** The home page: what the platform is for — a hero, three cards, testimonials, the community in numbers, calls to action and how to visit. */
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
      name: 'pageTestimonials',
      viewId: 'testimonials',
      props: {
        en: {
          title: 'In their words',
          items: [
            { name: 'Claire', title: 'Occupational therapist', content: '<p>I borrowed three switch interfaces for a young patient before we chose one. We saved months of guesswork.</p>' },
            { name: 'Youssef', title: 'Father of Inès, 9', content: '<p>The forum answered in a day when our communication app stopped speaking. Other parents had been there.</p>' },
            { name: 'Martine', title: 'Speech therapist', content: '<p>The shared vocabulary files let me start from a colleague’s work instead of a blank page.</p>' },
          ],
        },
        fr: {
          title: 'Ils en parlent',
          items: [
            { name: 'Claire', title: 'Ergothérapeute', content: '<p>J’ai emprunté trois interfaces à contacteurs pour une jeune patiente avant d’en choisir une. Des mois de tâtonnements évités.</p>' },
            { name: 'Youssef', title: 'Père d’Inès, 9 ans', content: '<p>Le forum nous a répondu en une journée quand notre application de communication s’est tue. D’autres parents étaient passés par là.</p>' },
            { name: 'Martine', title: 'Orthophoniste', content: '<p>Les vocabulaires partagés me permettent de partir du travail d’une collègue plutôt que d’une page blanche.</p>' },
          ],
        },
      },
    },
    {
      name: 'pageCommunityNumbers',
      props: { en: { title: 'The community today' }, fr: { title: 'La communauté aujourd’hui' } },
    },
    {
      name: 'pageButtons',
      props: {
        en: { align: 'center', buttons: [button('Read our privacy policy', '/legal/privacy-policy', 'primary', true), button('Terms of use', '/legal/terms', 'primary', true)] },
        fr: { align: 'center', buttons: [button('Lire notre politique de confidentialité', '/legal/privacy-policy', 'primary', true), button('Conditions d’utilisation', '/legal/terms', 'primary', true)] },
      },
    },
    {
      name: 'pageContact',
      viewId: 'contact',
      props: {
        en: {
          title: 'Come and see us',
          address: 'Relais assistive technology lab\n12 rue des Ateliers\n69007 Lyon, France',
          text: '<p>Our lab is open on Tuesdays and Thursdays, 2 pm to 6 pm, to try equipment with an occupational therapist. The entrance and the lab are step-free.</p>',
          newsletterButton: true,
          contactButton: true,
        },
        fr: {
          title: 'Venez nous voir',
          address: 'Laboratoire d’aides techniques Relais\n12 rue des Ateliers\n69007 Lyon',
          text: '<p>Notre laboratoire est ouvert le mardi et le jeudi, de 14 h à 18 h, pour essayer du matériel avec une ergothérapeute. L’entrée et le laboratoire sont de plain-pied.</p>',
          newsletterButton: true,
          contactButton: true,
        },
      },
    },
  ],
};

/**
 * The home page with a clients block of the partners whose logos the seed stored (after the
 * testimonials); without partners (no storage), the page as it is.
 */
export function withPartners(page: DemoPage, partners: { name: string; url: string; logoUrl: string }[]): DemoPage {
  if (!partners.length) return page;
  const clients = partners.map(({ name, url, logoUrl }) => ({ name, url, image: { url: logoUrl, alt: name } }));
  const block = {
    name: 'pageClients',
    viewId: 'partners',
    props: {
      en: { title: 'They work with us', clients, perRow: 5, maxWidth: 180, maxHeight: 60, spaced: true, grayscale: true, blur: false },
      fr: { title: 'Ils travaillent avec nous', clients, perRow: 5, maxWidth: 180, maxHeight: 60, spaced: true, grayscale: true, blur: false },
    },
  };
  const after = page.components.findIndex((component) => component.name === 'pageTestimonials') + 1;
  return { ...page, components: [...page.components.slice(0, after), block, ...page.components.slice(after)] };
}
