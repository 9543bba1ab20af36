import { appPages } from '@relais/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import type { Translated } from './localize.ts';
import { tablesOf } from './tables.ts';

/** The page's own translated fields (title, description), from its declaration. */
const TRANSLATED_COLUMNS = Object.entries(appPages.attributes)
  .filter(([, attribute]) => attribute.translatable)
  .map(([name]) => name);

/**
 * `target` with the given languages taken from `source`: a language `source` lacks is removed, so
 * its readers fall back to the default language as the draft's would.
 */
export function withLocalesOf(target: unknown, source: unknown, locales: readonly string[]): Translated<unknown> {
  const next: Translated<unknown> = { ...(target && typeof target === 'object' ? (target as Translated<unknown>) : {}) };
  const from = source && typeof source === 'object' ? (source as Translated<unknown>) : {};
  for (const locale of locales) {
    if (from[locale] === undefined || from[locale] === null) delete next[locale];
    else next[locale] = structuredClone(from[locale]);
  }
  return next;
}

/**
 * Publishes some languages of a draft (inside the caller's transaction): those languages' values of
 * the page's translated fields and of the props of each component the page and its draft share (by
 * internalVueId) go onto the page. Everything not per language — path, styles, access, roles, which
 * components and in what order — stays the draft's until the whole of it is published. The draft
 * keeps going, remembering the languages published from it.
 */
export async function publishLocales(tx: Executor, { draft, locales, actorId }: { draft: Record<string, unknown>; locales: readonly string[]; actorId: string }): Promise<void> {
  const pages = tablesOf('app-pages').table;
  const components = tablesOf('app-page-components').table;
  const originalId = draft.draftOfPageId as string;
  const draftId = draft.id as string;
  const [original] = await tx.select().from(pages).where(eq(pages.id, originalId)).for('update');
  const texts = Object.fromEntries(TRANSLATED_COLUMNS.map((name) => [name, withLocalesOf(original?.[name], draft[name], locales)]));
  await tx.update(pages).set({ ...texts, updatedById: actorId, updatedAt: new Date() }).where(eq(pages.id, originalId));

  const draftProps = new Map<string, unknown>();
  for (const component of await tx.select({ vueId: components.internalVueId, props: components.props }).from(components).where(eq(components.pageId, draftId))) {
    if (component.vueId) draftProps.set(component.vueId as string, component.props);
  }
  const shared = (await tx.select({ id: components.id, vueId: components.internalVueId, props: components.props }).from(components).where(eq(components.pageId, originalId))).filter(
    (component) => component.vueId && draftProps.has(component.vueId as string),
  );
  for (const component of shared) {
    const props = withLocalesOf(component.props, draftProps.get(component.vueId as string), locales);
    await tx.update(components).set({ props, updatedAt: new Date() }).where(eq(components.id, component.id));
  }
  const published = [...new Set([...((draft.publishedLocales as string[] | null) ?? []), ...locales])].sort();
  // The draft's updatedAt stays: it says when its content last changed, not when it was published.
  await tx.update(pages).set({ publishedLocales: published }).where(eq(pages.id, draftId));
}
