export * from './registry/fields.ts';
export * from './registry/resource.ts';
export * from './registry/registry.ts';
export type * from './registry/types.ts';
export * from './resources/index.ts';
export * from './constants/features.ts';
export * from './constants/admin.ts';
export * from './constants/locales.ts';
export * from './constants/access.ts';
export * from './constants/projects.ts';
export * from './constants/rental.ts';
export * from './constants/catalogue.ts';
export * from './constants/trainings.ts';
export * from './constants/articles.ts';
export * from './constants/repository.ts';
export * from './constants/forms.ts';
export * from './rules/page-access.ts';
export * from './rules/shell-routes.ts';
export * from './rules/shell-screens.ts';
export * from './rules/spec-routes.ts';
export * from './rules/publishing.ts';
export * from './rules/users.ts';
export * from './rules/rich-text.ts';
export * from './rules/meta-description.ts';
export * from './rules/machine-translation.ts';
export * from './rules/video-embed.ts';
export * from './rules/accessibility.ts';
export * from './rules/files.ts';
export * from './rules/stats.ts';
export * from './rules/origins.ts';
export * from './rules/software.ts';
export * from './rules/aac-catalogue.ts';
export * from './rules/rental-strategies.ts';
export * from './rules/rental-status.ts';
export * from './rules/rental-commands.ts';
export * from './rules/rental-availability.ts';
export * from './rules/rental-steps.ts';
export * from './rules/rental-invoicing.ts';
export * from './rules/prices.ts';
export * from './rules/coupons.ts';
export * from './rules/accounts.ts';
export * from './rules/open-badges.ts';
export * from './rules/text.ts';
export * from './rules/organizations.ts';
export * from './rules/projects.ts';
export * from './rules/trainings.ts';
export * from './rules/emails.ts';
export * from './rules/time.ts';
export * from './rules/random-id.ts';
export * from './rules/lcc.ts';
export * from './rules/community.ts';
export * from './rules/contributions.ts';
export * from './rules/calendar-file.ts';
export * from './rules/calendar-dates.ts';
export * from './rules/surveys.ts';
export * from './rules/forms.ts';
export * from './rules/form-answers.ts';
export * from './rules/form-field-config.ts';
export * from './rules/form-workflows.ts';
export * from './rules/private-addresses.ts';
export * from './rules/menu-tree.ts';
export { APP_MENU_TREE_MAX_ITEMS, appMenuAnswer, appMenuItem, appMenuTreeRequest } from './contracts/app-menu.ts';
export type { AppMenuItem, AppMenuTreeRequest } from './contracts/app-menu.ts';
export { collectionMeta, kindPermissions, resourceCollectionDocument, resourceDocument, resourceMeta, resourceObject, resourcePermissions } from './contracts/jsonapi.ts';
export type { KindPermissions, ResourceCollectionDocument, ResourceDocument, ResourceMeta, ResourcePermissions } from './contracts/jsonapi.ts';
export { appPageComponentObject, appPageDocument, appPageDraftAnswer, appPageObject, appPagePublishRequest, pageAccessAnswer } from './contracts/app-pages.ts';
export type { FirstScreenRendering } from './contracts/first-screen.ts';
export type { AppPageComponentObject, AppPageDocument, AppPageDraftAnswer, AppPagePublishRequest, PageAccessAnswer } from './contracts/app-pages.ts';
export { adminDashboardAnswer, adminKind, adminKindsAnswer, USER_VALIDATION_DECISIONS, userValidationRequest } from './contracts/admin.ts';
export type { AdminDashboardAnswer, AdminKind, AdminKindsAnswer, UserValidationRequest } from './contracts/admin.ts';
// Page block types: the catalogue (plain data, for the public page) and the declarations (zod schemas).
export { BLOCK_NAMES, BLOCK_TYPES, blockOfSubRoute, blockSubRoutes, isBlockName } from './blocks/catalogue.ts';
export type { BlockName, BlockTypeInfo, SubRouteOf } from './blocks/catalogue.ts';
export { matchSubRoute, subRoutePath } from './blocks/sub-routes.ts';
export type { RouteParams, SubRouteMatch } from './blocks/sub-routes.ts';
export { apiRead, blockScreen, MAIN_SCREEN, pageNumberOf, publishedInFilter, queryString, screenQuery, screenReads, searchOf, yearOf } from './blocks/screens.ts';
export type { ApiRead, BlockScreen, BlockScreens, ScreenData, ScreenInput, ScreenReads } from './blocks/screens.ts';
export { BLOCK_SCREENS, blockScreenOf } from './blocks/block-screens.ts';
export { blogPostRead, blogPostsScreens, MAX_BLOG_POSTS_PER_PAGE, MAX_SELECTED_BLOG_POSTS, selectedBlogPostsScreens } from './blocks/blog-posts.screens.ts';
export { FORUM_HOME_LATEST, forumListStateOf, forumMessagesRead, forumScreens, MAX_FORUM_MESSAGES_PER_PAGE, MAX_FORUM_SUBJECTS_PER_PAGE } from './blocks/forum.screens.ts';
export {
  MAX_SELECTED_TRAINING_ITEMS,
  MAX_TRAINING_RESOURCES_PER_PAGE,
  selectedRequestsScreens,
  selectedResourcesScreens,
  trainingFilter,
  trainingRequestsScreens,
  trainingResourceRead,
  trainingResourcesScreens,
  trainingResourcesSearchScreens,
} from './blocks/training-resources.screens.ts';
export { MAX_SELECTED_TRAININGS, MAX_TRAININGS_PER_PAGE, selectedTrainingsScreens, trainingRead, trainingsFilter, trainingsScreens } from './blocks/trainings.screens.ts';
export { MAX_OPEN_BADGES_PER_PAGE, MAX_SELECTED_OPEN_BADGES, openBadgeRead, openBadgesScreens, selectedOpenBadgesScreens } from './blocks/open-badges.screens.ts';
export { MAX_RENTAL_CATEGORIES, MAX_RENTAL_MODELS_PER_PAGE, rentalAvailabilityRead, rentalModelsScreens, rentalMonthOf } from './blocks/rental.screens.ts';
export { AVAILABLE_COUPONS_URL, couponsScreens } from './blocks/coupons.screens.ts';
export { AAC_DIMENSIONS, AAC_PRODUCT_INCLUDE, MAX_AAC_PRODUCTS_PER_PAGE, MAX_COMPARED, MIN_COMPARED, aacProductRead, aacProductsFilter, aacProductsScreens, comparedOf, idsOf, productTypeOf } from './blocks/aac-products.screens.ts';
export type { AacDimension } from './blocks/aac-products.screens.ts';
export { calendarScreens, calendarStateOf, MAX_CALENDAR_EVENTS_IN_PERIOD, MAX_CALENDAR_EVENTS_PER_PAGE, utcToday } from './blocks/calendar-events.screens.ts';
export { articlesScreens, MAX_ARTICLES_LISTED, MAX_ARTICLES_PER_PAGE, MAX_SELECTED_ARTICLES, selectedArticlesScreens } from './blocks/articles.screens.ts';
export { MAX_REPOSITORY_ITEMS_PER_PAGE, repositoryItemRead, repositoryScreens, repositorySearchScreens } from './blocks/repository.screens.ts';
export { REPOSITORY_LIST_FIELDS, REPOSITORY_SORTS, repositoryItemsUrl, repositoryListStateOf } from './rules/repository-listing.ts';
export type { RepositoryListState, RepositorySort } from './rules/repository-listing.ts';
export { SURVEY_WIDTH, surveyScreens, surveyUrl } from './blocks/surveys.screens.ts';
export { accessLevelsFilter, MAX_ORGANIZATIONS_ON_MAP, MAX_ORGANIZATIONS_PER_PAGE, organizationsMapScreens, organizationsTableScreens, ORGANIZATIONS_SORT } from './blocks/organizations.screens.ts';
export { BLOCK_DECLARATIONS, blockDeclaration } from './blocks/index.ts';
export type { BlockDeclarationOf } from './blocks/index.ts';
export { defineBlock } from './blocks/define-block.ts';
// The shared prop schemas the page editor recognises, to offer a picture or a link input.
export { image as blockImage, link as blockLink } from './blocks/props.ts';
export type { BlockDeclaration, BlockPropsOf } from './blocks/define-block.ts';
export { displayPhone } from './rules/phone.ts';
export type { DisplayedPhone } from './rules/phone.ts';
export { homeStatsAnswer } from './contracts/home-stats.ts';
export type { HomeStats, HomeStatsAnswer } from './contracts/home-stats.ts';
export { listedMembersAnswer, organizationsMapAnswer } from './contracts/organizations.ts';
export type { OrganizationsMapAnswer } from './contracts/organizations.ts';
export type { ListedMembersAnswer } from './contracts/organizations.ts';
export { DECIMAL_BOUNDS, INT4_BOUNDS, isWritableAttribute, schemaOf, valueProblem, valueSchema } from './registry/schema.ts';
export type { SchemaAction, ValueProblem, ValueRule } from './registry/schema.ts';
export { PASSWORD_MAX, PASSWORD_MIN } from './constants/passwords.ts';
export * from './contracts/stats.ts';
export * from './contracts/software-stats.ts';
export * from './contracts/software-stats-summary.ts';
export { operatorFont, redirection, runtimeEnvironment, runtimeEnvironmentAnswer, runtimePage } from './contracts/runtime-environment.ts';
export type { OperatorFont, Redirection, RuntimeEnvironment, RuntimePage } from './contracts/runtime-environment.ts';
export { codeSentReply, emailVerificationReply, impersonationStarted, LINKED_ACCOUNTS_PATH, linkedAccountsAnswer, publicProfileAnswer, totpEnrolment, twoFactorEnabled } from './contracts/auth.ts';
export type { LinkedAccountsAnswer, PublicProfileAnswer } from './contracts/auth.ts';
export type { TotpEnrolment, TwoFactorEnabled } from './contracts/auth.ts';
export { credentialsRequest, passwordForgotReply, passwordForgotRequest, passwordResetReply, passwordResetRequest, registrationRequest, signInReply, socialRegistration } from './contracts/auth.ts';
export type { CredentialsRequest, PasswordResetRequest, RegistrationRequest, SignInReply, SocialRegistration } from './contracts/auth.ts';
export { shortUrlAnswer, webLanguageLinesAnswer } from './contracts/services.ts';
export { notificationsUnreadAnswer, shortUrlRequest } from './contracts/interactions.ts';
export type { NotificationsUnreadAnswer, ShortUrlRequest } from './contracts/interactions.ts';
export type { ShortUrlAnswer, WebLanguageLinesAnswer } from './contracts/services.ts';
export * from './geography/index.ts';
export * from './contracts/geography.ts';
export { publishableExistsAnswer } from './contracts/publishables.ts';
export { addressConfirmationAnswer, mailingSendRequest, UNSUBSCRIBE_KINDS, unsubscribeAnswer } from './contracts/mailings.ts';
export type { AddressConfirmationAnswer, MailingSendRequest, UnsubscribeAnswer, UnsubscribeKind } from './contracts/mailings.ts';
export type { PublishableExistsAnswer } from './contracts/publishables.ts';
export {
  myOpenBadgesAnswer,
  OPEN_BADGES_V2_CONTEXT,
  openBadgeAssertionAnswer,
  openBadgeAssertionDocument,
  openBadgeAssertionSummary,
  openBadgeClassDocument,
  openBadgeIssuerDocument,
  openBadgeIssuerKeys,
  openBadgeRecipient,
  openBadgeRevokedDocument,
  openBadgeTrainingProgress,
  openBadgeTrainingProgressAnswer,
  MAX_BADGE_TRAINERS,
  openBadgeTrainersAnswer,
} from './contracts/open-badges.ts';
export type {
  MyOpenBadgesAnswer,
  OpenBadgeAssertionAnswer,
  OpenBadgeAssertionDocument,
  OpenBadgeAssertionSummary,
  OpenBadgeClassDocument,
  OpenBadgeIssuerDocument,
  OpenBadgeRevokedDocument,
  OpenBadgeTrainingProgress,
  OpenBadgeTrainingProgressAnswer,
  OpenBadgeTrainersAnswer,
} from './contracts/open-badges.ts';
export { rentalAvailabilityAnswer, rentalBookingAnswer, rentalInvoicesAnswer, rentalInvoicesIssuedAnswer, rentalSettingsAnswer } from './contracts/rental.ts';
export type { RentalInvoicesAnswer, RentalInvoicesIssuedAnswer } from './contracts/rental.ts';
export { eqlaatTeamAnswer } from './contracts/eqlaat.ts';
export type { EqlaatTeamAnswer } from './contracts/eqlaat.ts';
export { availableCouponsAnswer, couponPurchaseAnswer } from './contracts/coupons.ts';
export type { AvailableCouponsAnswer } from './contracts/coupons.ts';
export type { RentalBookingAnswer } from './contracts/rental.ts';
export { DRAFT_TOKEN, FORM_DRAFT_DAYS, formDraftAnswer, formDraftRequest } from './contracts/advanced-forms.ts';
export type { FormDraftAnswer, FormDraftRequest } from './contracts/advanced-forms.ts';
export { isSearchableType, SEARCH_DIALOG_PER_KIND, SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX, SEARCH_QUERY_MIN, SEARCHABLE, SEARCHABLE_TYPES } from './search/searchable.ts';
export type { Searchable, SearchableType, SearchRoute } from './search/searchable.ts';
export { searchAnswer, searchQuery, searchResult } from './contracts/search.ts';
export type { SearchAnswer, SearchQuery, SearchResult } from './contracts/search.ts';
