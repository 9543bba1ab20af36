import { deserialize } from '../../lib/jsonapi.ts';
import type { JsonApiDocument } from '../../lib/jsonapi.ts';

/** A theme or a resource type (its readable id, `other` among them). */
export interface TrainingReference {
  id: string;
  name: string;
}

export interface TrainingFile {
  id: string;
  name?: string | null;
  originalName?: string | null;
  url?: string | null;
  mimeType?: string | null;
  size?: number | null;
}

/** What a resource and a request share, as the blocks read them. */
interface TrainingItem {
  id: string;
  title: string;
  description?: string | null;
  publishedAt: string | null;
  authorName?: string | null;
  likesCount?: number;
  resourceType?: TrainingReference | null;
  themes?: TrainingReference[];
  otherResourceType?: string | null;
  otherTheme?: string | null;
  canEdit?: boolean;
  canDelete?: boolean;
  fallbackLocales?: Record<string, string>;
}

export interface TrainingResource extends TrainingItem {
  externalUrl?: string | null;
  source?: string | null;
  usageNotes?: string | null;
  updates?: string | null;
  originalAuthors?: string | null;
  licenseId?: string | null;
  reviewsCount?: number;
  /** The average of the rated reviews (a decimal, sent as a string), null without any. */
  reviewsAverageRating?: number | string | null;
  hasComments?: boolean;
  files?: TrainingFile[];
  image?: { url?: string | null } | null;
  originalResources?: { id: string; title?: string }[];
  originalRequests?: { id: string; title?: string }[];
}

export interface TrainingRequest extends TrainingItem {
  inspirationUrl?: string | null;
  extendedResources?: { id: string; title?: string }[];
}

export interface TrainingReview {
  id: string;
  objective: 'personal' | 'project' | 'integration' | 'other';
  objectiveComment?: string | null;
  recipientsCount?: number | null;
  reviewRating?: number | null;
  reviewComment?: string | null;
  reviewedAt?: string | null;
  createdAt?: string | null;
  canEdit?: boolean;
  canDelete?: boolean;
  resource?: { id: string; title?: string } | null;
  file?: TrainingFile | null;
}

/** The records of an API answer (a list, or one record), in its order. */
export function recordsOf<T>(document: unknown): T[] {
  if (!document || typeof document !== 'object' || !('data' in document)) return [];
  const records = deserialize<T | T[] | null>(document as JsonApiDocument);
  return records === null ? [] : Array.isArray(records) ? records : [records];
}

/** A record's screen under a page's path (`/training-resources` + `/{id}`). */
export const itemPath = (pagePath: string, id: string, prefix = '') => `${pagePath === '/' ? '' : pagePath.replace(/\/$/, '')}${prefix}/${encodeURIComponent(id)}`;

const OTHER = 'other';

/** The type shown: the author's own words when they chose `other`. */
export const typeNameOf = (item: Pick<TrainingItem, 'resourceType' | 'otherResourceType'>): string | null =>
  item.resourceType ? (item.resourceType.id === OTHER && item.otherResourceType ? item.otherResourceType : item.resourceType.name) : null;

/** The themes shown, `other` named in the author's words. */
export const themeNamesOf = (item: Pick<TrainingItem, 'themes' | 'otherTheme'>): string[] =>
  (item.themes ?? []).map((theme) => (theme.id === OTHER && item.otherTheme ? item.otherTheme : theme.name));

/** The average rating as a number, or null. */
export const averageOf = (resource: Pick<TrainingResource, 'reviewsAverageRating'>): number | null => {
  const value = resource.reviewsAverageRating;
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

/** The kinds a training write may change: the lists, counters and averages move with them. */
export const TRAINING_KINDS = ['training-resources', 'training-resource-requests', 'training-resource-reviews', 'training-resource-themes'] as const;
