import type { BlockName } from './catalogue.ts';
import type { BlockDeclaration } from './define-block.ts';
import { pageButtons } from './page-buttons.block.ts';
import { pageContent } from './page-content.block.ts';
import { pageHero } from './page-hero.block.ts';
import { pageTitle } from './page-title.block.ts';
import { pageImageBanner } from './page-image-banner.block.ts';
import { pageVideo } from './page-video.block.ts';
import { pageTestimonials } from './page-testimonials.block.ts';
import { pageClients } from './page-clients.block.ts';
import { pageUseCases } from './page-use-cases.block.ts';
import { pageContact } from './page-contact.block.ts';
import { pageContactCard } from './page-contact-card.block.ts';
import { pageCommunityNumbers } from './page-community-numbers.block.ts';
import { pageCustom } from './page-custom.block.ts';
import { pageCharter } from './page-charter.block.ts';
import { pageBlogPosts, pageSelectedBlogPosts } from './page-blog-posts.block.ts';
import { pageCalendar } from './page-calendar.block.ts';
import { pageArticles, pageSelectedArticles } from './page-articles.block.ts';
import { pageForum } from './page-forum.block.ts';
import { pageRepository, pageRepositorySearch } from './page-repository.block.ts';
import { pageOrganizationsMap, pageOrganizationsTable } from './page-organizations.block.ts';
import { pageSurvey } from './page-survey.block.ts';
import { pageRentalModels } from './page-rental-models.block.ts';
import { pageCoupons } from './page-coupons.block.ts';
import { pageAacProducts } from './page-aac-products.block.ts';
import { pageEqlaatRequest } from './page-eqlaat-request.block.ts';
import { pageSelectedRequests, pageSelectedResources, pageTrainingResources, pageTrainingResourcesRequests, pageTrainingResourcesSearch } from './page-training-resources.block.ts';
import { pageSelectedTrainings, pageTrainings } from './page-trainings.block.ts';
import { pageOpenBadges, pageSelectedOpenBadges } from './page-open-badges.block.ts';
import { pageGlobalSearch } from './page-global-search.block.ts';

/** One declaration per block type of the catalogue: a type without one does not compile. */
export const BLOCK_DECLARATIONS = {
  pageHero,
  pageTitle,
  pageContent,
  pageButtons,
  pageImageBanner,
  pageVideo,
  pageTestimonials,
  pageClients,
  pageUseCases,
  pageContact,
  pageContactCard,
  pageCommunityNumbers,
  pageCustom,
  pageCharter,
  pageBlogPosts,
  pageSelectedBlogPosts,
  pageCalendar,
  pageArticles,
  pageSelectedArticles,
  pageForum,
  pageRepositorySearch,
  pageRepository,
  pageOrganizationsMap,
  pageOrganizationsTable,
  pageTrainingResourcesSearch,
  pageTrainingResources,
  pageSelectedResources,
  pageTrainingResourcesRequests,
  pageSelectedRequests,
  pageTrainings,
  pageSelectedTrainings,
  pageOpenBadges,
  pageSelectedOpenBadges,
  pageSurvey,
  pageRentalModels,
  pageCoupons,
  pageAacProducts,
  pageEqlaatRequest,
  pageGlobalSearch,
} satisfies { readonly [N in BlockName]: BlockDeclaration<N> };

export const blockDeclaration = (name: BlockName): BlockDeclaration => BLOCK_DECLARATIONS[name] as BlockDeclaration;

/** The declaration of block type `N`, with its props schema and screens' exact types. */
export type BlockDeclarationOf<N extends BlockName> = (typeof BLOCK_DECLARATIONS)[N];
