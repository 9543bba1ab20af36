import type { Config } from '../../config.ts';
import type { EngineContext } from '../../jsonapi/context.ts';
import { createThrough, withTranslations } from '../operations.ts';
import { articlesPage, seedDemoGuidesLife } from './articles.ts';
import { blogPage } from './blog.ts';
import { calendarPage, seedDemoCalendar } from './calendar.ts';
import { homePage, withPartners } from './home.ts';
import type { SeededPartner } from './partners.ts';
import { legalPages } from './legal.ts';
import { demoMenu } from './menu.ts';
import type { DemoMenuItem } from './menu.ts';
import { forumPage, seedDemoForum } from './forum.ts';
import { repositoryPage, seedDemoRepository } from './repository.ts';
import { seedDemoForms } from './forms.ts';
import { seedDemoOrganization } from './organization.ts';
import { organizationsPage, seedDemoOrganizations } from './organizations.ts';
import { seedDemoPublications } from './content.ts';
import { seedDemoTraining } from './training.ts';
import { openBadgesPage, seedDemoTrainingsAndBadges, trainingsPage } from './trainings-badges.ts';
import { seedDemoTrainingResources, trainingRequestsPage, trainingResourcesPage } from './training-resources.ts';
import { seedDemoMailing } from './mailing.ts';
import { seedDemoSurvey, withSurvey } from './surveys.ts';
import { couponsPage, rentalPage, seedDemoCoupons, seedDemoRental } from './rental.ts';
import { cataloguePage, seedDemoCatalogue } from './catalogue.ts';
import { accompanimentPage, seedDemoAccompaniment } from './accompaniment.ts';
import { searchPage } from './search.ts';
import { seedDemoSoftware } from './software.ts';

export const DEMO_PAGES = [homePage, blogPage, calendarPage, forumPage, repositoryPage, organizationsPage, trainingResourcesPage, trainingRequestsPage, trainingsPage, openBadgesPage, rentalPage, couponsPage, cataloguePage, accompanimentPage, searchPage, ...legalPages];

/**
 * Writes the demo pages with their blocks, the menu linking them and an organization the admin
 * belongs to, the publications it signs (tags, article categories and articles, blog posts,
 * calendar events), a mailing template linking the articles, a small forum, a little of the training areas and forms, each through the generic operations as the system actor: the hooks check paths,
 * stamp authors and move the menu and environment versions as an editor's saves would.
 */
export async function seedDemoContent(ctx: EngineContext, adminId: string, partners: SeededPartner[] = [], config: Config | null = null): Promise<void> {
  // The publications first: the articles page names its category.
  const organizationId = await seedDemoOrganization(ctx, adminId);
  const { articleIds, guidesId, guideIds } = await seedDemoPublications(ctx, organizationId);
  // The survey first: the home page's block names it.
  const surveyId = await seedDemoSurvey(ctx);
  const pageIds = new Map<string, string>();
  for (const page of [...DEMO_PAGES.map((demo) => (demo === homePage ? withSurvey(withPartners(homePage, partners), surveyId) : demo)), articlesPage(guidesId)]) {
    const pageId = await createThrough(ctx, 'app-pages', withTranslations({ path: page.path, isDefault: page.isDefault ?? false }, { title: page.title, description: page.description }));
    pageIds.set(page.path, pageId);
    for (const [position, component] of page.components.entries()) {
      const attributes = withTranslations({ position, name: component.name, viewId: component.viewId ?? null, internalVueId: crypto.randomUUID() }, { props: component.props });
      await createThrough(ctx, 'app-page-components', attributes, { page: ['app-pages', pageId] });
    }
  }
  const createItems = async (items: DemoMenuItem[], parentId: string | null) => {
    for (const [position, item] of items.entries()) {
      const attributes = withTranslations({ position, url: item.url ?? null, requiresAuth: item.requiresAuth ?? false, alignsNextRight: item.alignsNextRight ?? false }, { name: item.name });
      const pageId = item.pagePath ? pageIds.get(item.pagePath) : undefined;
      const itemId = await createThrough(ctx, 'app-menu-items', attributes, { page: ['app-pages', pageId ?? null], parent: ['app-menu-items', parentId] });
      if (item.children) await createItems(item.children, itemId);
    }
  };
  await createItems(demoMenu, null);
  await seedDemoGuidesLife(ctx, adminId, guideIds);
  await seedDemoMailing(ctx, articleIds);
  await seedDemoCalendar(ctx, organizationId);
  await seedDemoForum(ctx, adminId);
  await seedDemoOrganizations(ctx, organizationId, adminId);
  await seedDemoTraining(ctx, organizationId);
  await seedDemoTrainingsAndBadges(ctx, organizationId, adminId);
  await seedDemoTrainingResources(ctx);
  await seedDemoForms(ctx);
  await seedDemoRental(ctx);
  await seedDemoCoupons(ctx);
  await seedDemoCatalogue(ctx);
  await seedDemoAccompaniment(ctx, adminId);
  await seedDemoSoftware(ctx, adminId);
  // The repository stores its sample files as uploads are: it needs the storage's configuration.
  if (config) await seedDemoRepository(ctx, config);
}
