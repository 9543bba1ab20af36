import type { BlockName } from './catalogue.ts';
import { articlesScreens, selectedArticlesScreens } from './articles.screens.ts';
import { blogPostsScreens, selectedBlogPostsScreens } from './blog-posts.screens.ts';
import { calendarScreens } from './calendar-events.screens.ts';
import { forumScreens } from './forum.screens.ts';
import { repositoryScreens, repositorySearchScreens } from './repository.screens.ts';
import { organizationsMapScreens, organizationsTableScreens } from './organizations.screens.ts';
import { selectedRequestsScreens, selectedResourcesScreens, trainingRequestsScreens, trainingResourcesScreens, trainingResourcesSearchScreens } from './training-resources.screens.ts';
import { openBadgesScreens, selectedOpenBadgesScreens } from './open-badges.screens.ts';
import { selectedTrainingsScreens, trainingsScreens } from './trainings.screens.ts';
import { surveyScreens } from './surveys.screens.ts';
import { rentalModelsScreens } from './rental.screens.ts';
import { couponsScreens } from './coupons.screens.ts';
import { aacProductsScreens } from './aac-products.screens.ts';
import type { BlockScreen } from './screens.ts';

/**
 * The screens of the block types that have any, without their props schemas: what the web's page
 * shell reads to fetch a block's data and mount its sub-routes (no zod). Each declaration carries
 * the same object (a test checks it).
 */
export const BLOCK_SCREENS: Readonly<Partial<Record<BlockName, Readonly<Record<string, BlockScreen<never, never> | undefined>>>>> = {
  pageBlogPosts: blogPostsScreens,
  pageSelectedBlogPosts: selectedBlogPostsScreens,
  pageCalendar: calendarScreens,
  pageArticles: articlesScreens,
  pageSelectedArticles: selectedArticlesScreens,
  pageForum: forumScreens,
  pageRepositorySearch: repositorySearchScreens,
  pageRepository: repositoryScreens,
  pageOrganizationsMap: organizationsMapScreens,
  pageOrganizationsTable: organizationsTableScreens,
  pageTrainingResourcesSearch: trainingResourcesSearchScreens,
  pageTrainingResources: trainingResourcesScreens,
  pageSelectedResources: selectedResourcesScreens,
  pageTrainingResourcesRequests: trainingRequestsScreens,
  pageSelectedRequests: selectedRequestsScreens,
  pageTrainings: trainingsScreens,
  pageSelectedTrainings: selectedTrainingsScreens,
  pageOpenBadges: openBadgesScreens,
  pageSelectedOpenBadges: selectedOpenBadgesScreens,
  pageSurvey: surveyScreens,
  pageRentalModels: rentalModelsScreens,
  pageCoupons: couponsScreens,
  pageAacProducts: aacProductsScreens,
};

/** A block type's screen: `main`, or a sub-route pattern; undefined when it has none. */
export const blockScreenOf = (name: string, screen: string): BlockScreen<never, never> | undefined =>
  Object.hasOwn(BLOCK_SCREENS, name) ? BLOCK_SCREENS[name as BlockName]?.[screen] : undefined;
