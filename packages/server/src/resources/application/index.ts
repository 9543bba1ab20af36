import { adminOnlyPolicy, publicReadPolicy } from '../../policies/defaults.ts';
import type { ResourcePolicy } from '../../policies/types.ts';
import type { ResourceHooks } from '../hooks.ts';
import { appEnvsPolicy, environmentHooks, languageLinesHooks } from './app-envs.ts';
import { appMenuItemsHooks, appMenuItemsPolicy } from './app-menu-items.ts';
import { appPageComponentsHooks, appPageComponentsPolicy } from './app-page-components.ts';
import { appPagesHooks, appPagesPolicy } from './app-pages.ts';
import { filesHooks, filesPolicy } from './files.ts';

/** Policies of the application kinds. */
export const APPLICATION_POLICIES: Record<string, ResourcePolicy> = {
  'app-envs': appEnvsPolicy,
  'app-pages': appPagesPolicy,
  'app-page-components': appPageComponentsPolicy,
  'app-menu-items': appMenuItemsPolicy,
  // Visitors resolve one token through `services/short-urls/:token`; listing them is the admins'.
  'app-short-urls': adminOnlyPolicy,
  'app-redirections': publicReadPolicy,
  'language-lines': publicReadPolicy,
  languages: publicReadPolicy,
  files: filesPolicy,
};

/** What saving each kind changes elsewhere: the version counters that invalidate caches. */
export const APPLICATION_HOOKS: Record<string, ResourceHooks> = {
  'app-envs': environmentHooks,
  'app-pages': appPagesHooks,
  'app-page-components': appPageComponentsHooks,
  'app-menu-items': appMenuItemsHooks,
  'app-redirections': environmentHooks,
  // The runtime environment lists the enabled languages.
  languages: environmentHooks,
  'language-lines': languageLinesHooks,
  files: filesHooks,
};
