import { appEnv, appMenuItems, appPageComponents, appPages, appRedirections, appShortUrls, files, languageLines, languages, securedFiles } from '@relais/domain';
import { adminOnlyPolicy, publicReadPolicy } from '../../policies/defaults.ts';
import { defineKind } from '../define-kind.ts';
import type { KindBinding } from '../define-kind.ts';
import { appEnvsPolicy, environmentHooks, languageLinesHooks } from './app-envs.ts';
import { appMenuItemsHooks, appMenuItemsPolicy } from './app-menu-items.ts';
import { appPageComponentsHooks, appPageComponentsPolicy } from './app-page-components.ts';
import { appPagesHooks, appPagesPolicy } from './app-pages.ts';
import { filesHooks, filesPolicy } from './files.ts';
import { securedFilesHooks, securedFilesPolicy } from './secured-files.ts';

/**
 * The application kinds with their policies and hooks. Hooks mostly move the version counters that
 * invalidate caches: the runtime environment lists the enabled languages and the redirections.
 */
export const APPLICATION_KINDS: readonly KindBinding[] = [
  defineKind(appEnv, { policy: appEnvsPolicy, hooks: environmentHooks }),
  defineKind(appPages, { policy: appPagesPolicy, hooks: appPagesHooks }),
  defineKind(appPageComponents, { policy: appPageComponentsPolicy, hooks: appPageComponentsHooks }),
  defineKind(appMenuItems, { policy: appMenuItemsPolicy, hooks: appMenuItemsHooks }),
  // Visitors resolve one token through `services/short-urls/:token`; listing them is the admins'.
  defineKind(appShortUrls, { policy: adminOnlyPolicy }),
  defineKind(appRedirections, { policy: publicReadPolicy, hooks: environmentHooks }),
  defineKind(languageLines, { policy: publicReadPolicy, hooks: languageLinesHooks }),
  defineKind(languages, { policy: publicReadPolicy, hooks: environmentHooks }),
  defineKind(files, { policy: filesPolicy, hooks: filesHooks }),
  defineKind(securedFiles, { policy: securedFilesPolicy, hooks: securedFilesHooks }),
];
