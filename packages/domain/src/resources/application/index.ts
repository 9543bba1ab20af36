import type { ResourceDefinition } from '../../registry/resource.ts';
import { appEnv } from './app-env.resource.ts';
import { appMenuItems } from './app-menu-items.resource.ts';
import { appPageComponents } from './app-page-components.resource.ts';
import { appPages } from './app-pages.resource.ts';
import { appRedirections } from './app-redirections.resource.ts';
import { appShortUrls } from './app-short-urls.resource.ts';
import { files } from './files.resource.ts';
import { languageLines } from './language-lines.resource.ts';
import { languages } from './languages.resource.ts';
import { securedFiles } from './secured-files.resource.ts';

/** The application kinds, in registry order. An area adds its kind here, in its own folder, and nowhere else. */
export const APPLICATION_RESOURCES = [appEnv, appPages, appPageComponents, appMenuItems, appRedirections, appShortUrls, languageLines, languages, files, securedFiles] as const satisfies readonly ResourceDefinition[];

export * from './app-env.resource.ts';
export * from './app-menu-items.resource.ts';
export * from './app-page-components.resource.ts';
export * from './app-pages.resource.ts';
export * from './app-redirections.resource.ts';
export * from './app-short-urls.resource.ts';
export * from './files.resource.ts';
export * from './language-lines.resource.ts';
export * from './languages.resource.ts';
export * from './secured-files.resource.ts';
