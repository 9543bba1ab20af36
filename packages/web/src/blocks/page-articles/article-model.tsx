import { InLanguageText } from '../../components/in-language.tsx';
import { deserialize, fallbackLocaleOf } from '../../lib/jsonapi.ts';
import type { JsonApiDocument } from '../../lib/jsonapi.ts';
import { Byline } from '../lists/byline.tsx';

/** An article as the blocks read it (the API's attributes, its image and category resolved). */
export interface Article {
  id: string;
  title: string;
  shortDescription?: string | null;
  content?: string | null;
  source?: string | null;
  status?: 'draft' | 'unlisted' | 'published';
  publishedAt?: string | null;
  externalUrl?: string | null;
  image?: { url?: string | null } | null;
  category?: { id: string } | null;
  fallbackLocales?: Record<string, string>;
  /** Who it is shown as written by (the server applies the spec's author rule); null: nobody to name. */
  authorName?: string | null;
  /** Read on the article's own screen (its full read), for the interactions. */
  likesCount?: number;
  hasComments?: boolean;
}

/** An article category as its block reads it. */
export interface Category {
  id: string;
  name: string;
  allowContributions?: boolean;
  alertText?: string | null;
  alertLinkText?: string | null;
  alertLinkUrl?: string | null;
  defaultLayoutId?: 'simple' | 'pagination' | 'navigation';
  fallbackLocales?: Record<string, string>;
}

/** The resources of an API answer (a list, or one), in its order. */
export function modelsOf<T>(document: unknown): T[] {
  if (!document || typeof document !== 'object' || !('data' in document)) return [];
  const models = deserialize<T | T[] | null>(document as JsonApiDocument);
  return models === null ? [] : Array.isArray(models) ? models : [models];
}

export const articlesOf = (document: unknown) => modelsOf<Article>(document);

/** An article's address under the page holding its category's block: by its id (articles have no slug). */
export const articlePath = (pagePath: string, article: Pick<Article, 'id'>) => `${pagePath === '/' ? '' : pagePath.replace(/\/$/, '')}/${encodeURIComponent(article.id)}`;

/** The title's link covers the whole card (one link, one tab stop). */

/** When it came out and who signed it, as the lists and the screen say it. */
export const PublishedOn = ({ article, sx }: { article: Pick<Article, 'publishedAt' | 'authorName'>; sx?: object }) => <Byline item={article} messages="articles" sx={sx} />;

/** An article's title, marked with its language when it falls back to another one. */
export const ArticleTitle = ({ article }: { article: Article }) => <InLanguageText locale={fallbackLocaleOf(article, 'title')}>{article.title}</InLanguageText>;

