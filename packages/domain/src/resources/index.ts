import { createRegistry } from '../registry/registry.ts';
import type { ResourceDefinition } from '../registry/resource.ts';
import { accessLevels } from './accounts/access-levels.resource.ts';
import { jobs } from './accounts/jobs.resource.ts';
import { secondaryEmailAddresses } from './accounts/secondary-email-addresses.resource.ts';
import { userCategories } from './accounts/user-categories.resource.ts';
import { validationRequests, validationRequestStatuses } from './accounts/validation-requests.resource.ts';
import { adminTags } from './community/admin-tags.resource.ts';
import { organizationTypes } from './community/organization-types.resource.ts';
import { organizations } from './community/organizations.resource.ts';
import { comments } from './community/comments.resource.ts';
import { historyActions, historyActionTypes } from './community/history.resource.ts';
import { likes } from './community/likes.resource.ts';
import { notifications } from './community/notifications.resource.ts';
import { reminders } from './community/reminders.resource.ts';
import { reports } from './community/reports.resource.ts';
import { forumCategories } from './forum/forum-categories.resource.ts';
import { forumSubjectMessages } from './forum/forum-subject-messages.resource.ts';
import { forumSubjects } from './forum/forum-subjects.resource.ts';
import { coupons, purchasedCoupons } from './coupons/coupons.resource.ts';
import { newsletterFrequencies } from './newsletter/newsletter-frequencies.resource.ts';
import { rentalInvoicingStrategies } from './rental/rental-invoicing-strategies.resource.ts';
import { rentalItemConditions, rentalItems, rentalModelCategories, rentalModels, rentalStocks } from './rental/rental-catalogue.resource.ts';
import { addresses, rentalCommandItems, rentalCommands, rentalCommandSteps, rentalCommandStepStatuses, rentalCommandStepTypes } from './rental/rental-commands.resource.ts';
import { roles } from './accounts/roles.resource.ts';
import { users } from './accounts/users.resource.ts';
import { appEnv } from './application/app-env.resource.ts';
import { appMenuItems } from './application/app-menu-items.resource.ts';
import { appPageComponents } from './application/app-page-components.resource.ts';
import { appPages } from './application/app-pages.resource.ts';
import { appRedirections } from './application/app-redirections.resource.ts';
import { appShortUrls } from './application/app-short-urls.resource.ts';
import { files } from './application/files.resource.ts';
import { securedFiles } from './application/secured-files.resource.ts';
import { languageLines } from './application/language-lines.resource.ts';
import { languages } from './application/languages.resource.ts';
import { statsBannedOrigins } from './stats/stats-banned-origins.resource.ts';
import { softwareServiceAssociations, softwareServiceAuthorizations, softwareServices } from './software/software-services.resource.ts';
import { softwareGroups, softwareInstallations, softwareStats, statsEvents, statsOrigins } from './software/software-stats.resource.ts';
import { articles } from './content/articles.resource.ts';
import { blogPosts } from './content/blog-posts.resource.ts';
import { calendarEvents } from './content/calendar-events.resource.ts';
import { categories } from './content/categories.resource.ts';
import { publicationRequests } from './content/publication-requests.resource.ts';
import { tags } from './content/tags.resource.ts';
import { adminFiles } from './repository/admin-files.resource.ts';
import { externalRepositoryInteractions } from './repository/external-repository-interactions.resource.ts';
import { repositoryAttachments } from './repository/repository-attachments.resource.ts';
import { repositoryCategories } from './repository/repository-categories.resource.ts';
import { repositoryItems } from './repository/repository-items.resource.ts';
import { aacAccessIntegrationTypes, aacAccessTypes, aacConjugationTypes, aacKeyboardTypes, aacPictogramTypes } from './catalogue/aac-types.resource.ts';
import { aacProducts } from './catalogue/aac-products.resource.ts';
import { aacSellers } from './catalogue/aac-sellers.resource.ts';
import { aacSystems } from './catalogue/aac-systems.resource.ts';
import { eqlaatProjectCategories, eqlaatProjects, eqlaatProjectStatuses, eqlaatProjectSteps } from './projects/eqlaat-projects.resource.ts';
import { adProjectExistingSolutions, eqlaatAppointments, eqlaatReports } from './projects/eqlaat-appointments.resource.ts';
import { surveyAnswers, surveyChoices, surveys } from './surveys/surveys.resource.ts';
import { openBadgeTrainingModules, openBadges } from './open-badges/open-badges.resource.ts';
import { openBadgeAssertions } from './open-badges/open-badge-assertions.resource.ts';
import { openBadgeTrainingSessionModules, openBadgeTrainingSessions } from './open-badges/open-badge-training-sessions.resource.ts';
import { organizationYearStates } from './community/organization-year-states.resource.ts';
import { accountDocuments, accountTransactions } from './coupons/accounts.resource.ts';
import { newsletterTypes } from './newsletter/newsletter-types.resource.ts';
import { mailingTemplates } from './newsletter/mailing-templates.resource.ts';
import { trainingResourceThemes, trainingResourceTypes } from './training/training-resource-references.resource.ts';
import { trainingResourceRequests, trainingResources } from './training/training-resources.resource.ts';
import { trainingResourceReviews } from './training/training-resource-reviews.resource.ts';
import { trainingCategories, trainingLevels, trainings, trainingSessions, trainingTypes } from './training/trainings.resource.ts';
import { aacDeviceInstalledSystems, aacSoftwareAccesses, aacSoftwareCompatibleSystems } from './catalogue/aac-product-links.resource.ts';
import { lightUserFormInputs, lightUserForms } from './forms/light-user-forms.resource.ts';
import { lightUserReports, lightUsers } from './forms/light-users.resource.ts';
import { advancedForms, formFields, formResponses, formWorkflowRuns, formWorkflows } from './forms/advanced-forms.resource.ts';

/** Every entity kind of the product. Add a kind here and run `npm run db:generate`. */
export const RESOURCES = [
  appEnv,
  appPages,
  appPageComponents,
  appMenuItems,
  appRedirections,
  appShortUrls,
  languageLines,
  languages,
  files,
  securedFiles,
  users,
  roles,
  accessLevels,
  jobs,
  userCategories,
  secondaryEmailAddresses,
  validationRequestStatuses,
  validationRequests,
  adminTags,
  organizationTypes,
  organizations,
  newsletterFrequencies,
  rentalInvoicingStrategies,
  rentalModelCategories,
  rentalModels,
  rentalItemConditions,
  rentalStocks,
  rentalItems,
  rentalCommandStepTypes,
  rentalCommandStepStatuses,
  addresses,
  rentalCommands,
  rentalCommandItems,
  rentalCommandSteps,
  coupons,
  purchasedCoupons,
  statsBannedOrigins,
  statsEvents,
  statsOrigins,
  softwareServices,
  softwareServiceAuthorizations,
  softwareInstallations,
  softwareServiceAssociations,
  softwareGroups,
  softwareStats,
  tags,
  categories,
  articles,
  blogPosts,
  calendarEvents,
  publicationRequests,
  adminFiles,
  repositoryCategories,
  repositoryItems,
  repositoryAttachments,
  externalRepositoryInteractions,
  aacAccessTypes,
  aacAccessIntegrationTypes,
  aacSystems,
  aacKeyboardTypes,
  aacPictogramTypes,
  aacConjugationTypes,
  aacProducts,
  aacSellers,
  aacDeviceInstalledSystems,
  aacSoftwareCompatibleSystems,
  aacSoftwareAccesses,
  forumCategories,
  forumSubjects,
  forumSubjectMessages,
  comments,
  likes,
  reports,
  notifications,
  reminders,
  historyActionTypes,
  historyActions,
  eqlaatProjectCategories,
  eqlaatProjectStatuses,
  eqlaatProjects,
  eqlaatProjectSteps,
  eqlaatAppointments,
  eqlaatReports,
  adProjectExistingSolutions,
  surveys,
  surveyChoices,
  surveyAnswers,
  openBadges,
  openBadgeTrainingModules,
  openBadgeAssertions,
  openBadgeTrainingSessions,
  openBadgeTrainingSessionModules,
  organizationYearStates,
  accountTransactions,
  accountDocuments,
  newsletterTypes,
  mailingTemplates,
  trainingResourceThemes,
  trainingResourceTypes,
  trainingResources,
  trainingResourceRequests,
  trainingResourceReviews,
  trainingCategories,
  trainingLevels,
  trainingTypes,
  trainings,
  trainingSessions,
  lightUsers,
  lightUserReports,
  lightUserForms,
  lightUserFormInputs,
  advancedForms,
  formFields,
  formWorkflows,
  formWorkflowRuns,
  formResponses,
] as const satisfies readonly ResourceDefinition[];

/** The declaration of a product kind by its JSON:API type (`ResourceOfType<'users'>`); never for an unknown type. */
export type ResourceOfType<T extends string> = Extract<(typeof RESOURCES)[number], { type: T }>;

export const registry = createRegistry(RESOURCES);

export { newsletterFrequencies, rentalInvoicingStrategies, coupons, purchasedCoupons, statsBannedOrigins };
export { jobs, userCategories, secondaryEmailAddresses, validationRequestStatuses, validationRequests, adminTags, organizationTypes, organizations };
export { appEnv, appPages, appPageComponents, appMenuItems, appRedirections, appShortUrls, languageLines, languages, files, securedFiles, users, roles, accessLevels };
export { forumCategories, forumSubjects, forumSubjectMessages, comments, likes, reports, notifications, reminders, historyActionTypes, historyActions };
export { HISTORY_ACTION_TYPES } from './community/history.resource.ts';
export type { HistoryActionType } from './community/history.resource.ts';
export { COMMENTABLE_TYPES, HISTORY_ITEM_TYPES, LIKABLE_TYPES, REMINDABLE_TYPES, REPORTABLE_TYPES } from './community/interaction-targets.ts';
export { APP_ENV_ID } from './application/app-env.resource.ts';
export { SYSTEM_USER_ID, TWO_FACTOR_STRATEGIES } from './accounts/users.resource.ts';
export { JOB_NOT_SPECIFIED, JOB_OTHER } from './accounts/jobs.resource.ts';
export { VALIDATION_REQUEST_STATUSES } from './accounts/validation-requests.resource.ts';
export { ORGANIZATION_SHORT_DESCRIPTION_MAX } from './community/organizations.resource.ts';
export { rentalModelCategories, rentalModels, rentalItemConditions, rentalStocks, rentalItems };
export { rentalCommandStepTypes, rentalCommandStepStatuses, addresses, rentalCommands, rentalCommandItems, rentalCommandSteps };
export { tags, categories, articles, blogPosts, calendarEvents, publicationRequests };
export { PUBLICATION_REQUEST_STATUSES } from './content/publication-requests.resource.ts';
export type { PublicationRequestStatus } from './content/publication-requests.resource.ts';
export { isPublishableType, PUBLISHABLE_TYPES } from './content/publishable.ts';
export type { PublishableType } from './content/publishable.ts';
export { adminFiles, repositoryCategories, repositoryItems, repositoryAttachments, externalRepositoryInteractions };
export { aacAccessTypes, aacAccessIntegrationTypes, aacSystems, aacKeyboardTypes, aacPictogramTypes, aacConjugationTypes, aacProducts, aacSellers };
export { aacDeviceInstalledSystems, aacSoftwareCompatibleSystems, aacSoftwareAccesses };
export { AAC_PRODUCT_TYPES } from './catalogue/aac-products.resource.ts';
export type { AacProductType } from './catalogue/aac-products.resource.ts';
export { eqlaatProjectCategories, eqlaatProjectStatuses, eqlaatProjects, eqlaatProjectSteps, eqlaatAppointments, eqlaatReports, adProjectExistingSolutions };
export { EQLAAT_REPORTABLE_TYPES } from './projects/eqlaat-appointments.resource.ts';
export { surveys, surveyChoices, surveyAnswers };
export { SURVEY_CHOICE_TEXT_MAX } from './surveys/surveys.resource.ts';
export { openBadges, openBadgeTrainingModules, openBadgeAssertions, openBadgeTrainingSessions, openBadgeTrainingSessionModules };
export { organizationYearStates, accountTransactions, accountDocuments, newsletterTypes, mailingTemplates };
export { ACCOUNT_DOCUMENT_TYPES, ACCOUNT_OPERATIONS } from './coupons/accounts.resource.ts';
export type { AccountDocumentType, AccountOperation } from './coupons/accounts.resource.ts';
export { trainingResourceThemes, trainingResourceTypes, trainingResources, trainingResourceRequests, trainingResourceReviews };
export { trainingCategories, trainingLevels, trainingTypes, trainings, trainingSessions };
export { softwareServices, softwareServiceAuthorizations, softwareServiceAssociations, softwareInstallations, softwareGroups, softwareStats, statsEvents, statsOrigins };
export { SOFTWARE_ASSOCIATIONS_MAX_LIMIT } from './software/software-services.resource.ts';
export { SOFTWARE_STATS_EVENTS, SOFTWARE_STATS_ORIGINS } from './software/software-stats.resource.ts';
export type { SoftwareStatsEvent, SoftwareStatsOrigin } from './software/software-stats.resource.ts';
export { lightUsers, lightUserReports, lightUserForms, lightUserFormInputs, advancedForms, formFields, formWorkflows, formWorkflowRuns, formResponses };
