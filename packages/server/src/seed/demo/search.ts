import type { DemoPage } from './types.ts';

/** The demo's search page (issue 29): `/search` holds the whole site's search; the top bar's button opens the dialog. */
export const searchPage: DemoPage = {
  path: '/search',
  title: { en: 'Search', fr: 'Recherche' },
  description: {
    en: 'Search the whole community: guides, news, events, forum discussions, shared items, trainings, badges, equipment and organizations.',
    fr: 'Cherchez dans toute la communauté : guides, actualités, événements, discussions du forum, ressources partagées, formations, badges, matériel et structures.',
  },
  components: [
    {
      name: 'pageGlobalSearch',
      props: {
        en: { title: 'Search the community', introduction: 'Type a few words: results come from every part of the site you may open.' },
        fr: { title: 'Chercher dans la communauté', introduction: 'Saisissez quelques mots : les résultats viennent de toutes les parties du site que vous pouvez ouvrir.' },
      },
    },
  ],
};
