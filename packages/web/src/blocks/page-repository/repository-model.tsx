import { fileCategory } from '@relais/domain';
import type { FileCategory } from '@relais/domain';
import Box from '@mui/material/Box';
import { deserialize } from '../../lib/jsonapi.ts';
import type { JsonApiDocument } from '../../lib/jsonapi.ts';

/** A stored file as the repository shows it. */
export interface RepositoryFile {
  id: string;
  name?: string | null;
  originalName?: string | null;
  mimeType?: string | null;
  size?: number | null;
  url?: string | null;
  previewUrl?: string | null;
  recordsCount?: number | null;
  metadata?: { lcc?: { configurationId?: string; version?: string | null }; lccCleaningFailure?: string; category?: string } | null;
}

export interface RepositoryCategory {
  id: string;
  name: string;
  shortDescription?: string | null;
  repositoryItemsCount?: number;
  image?: RepositoryFile | null;
  fallbackLocales?: Record<string, string>;
}

export interface RepositoryTag {
  id: string;
  name: string;
}

export interface RepositoryAttachment {
  id: string;
  file?: RepositoryFile | null;
}

export interface ExternalInteraction {
  id: string;
  externalId: string;
  externalUrl?: string | null;
  status: 'pulled' | 'pushed';
  repositoryType: 'thingiverse' | 'myminifactory';
}

/** A repository item as the list and its screen read it. */
export interface RepositoryItem {
  id: string;
  title: string;
  description?: string | null;
  printerSettingsDescription?: string | null;
  likesCount?: number;
  commentsCount?: number;
  recordsCount?: number;
  hasComments?: boolean;
  createdAt?: string;
  authorName?: string | null;
  canEdit?: boolean;
  canDelete?: boolean;
  image?: RepositoryFile | null;
  additionalImages?: RepositoryFile[];
  lcDefaultConfig?: RepositoryFile | null;
  lcDefaultMobileConfig?: RepositoryFile | null;
  categories?: RepositoryCategory[];
  tags?: RepositoryTag[];
  attachments?: RepositoryAttachment[];
  externalInteractions?: ExternalInteraction[];
  organization?: { id: string; name?: string } | null;
  fallbackLocales?: Record<string, string>;
}

/** The resources of an API answer (a list, or one), in its order. */
export function modelsOf<T>(document: unknown): T[] {
  if (!document || typeof document !== 'object' || !('data' in document)) return [];
  const models = deserialize<T | T[] | null>(document as JsonApiDocument);
  return models === null ? [] : Array.isArray(models) ? models : [models];
}

const base = (pagePath: string) => (pagePath === '/' ? '' : pagePath.replace(/\/$/, ''));

/** Where the repository's screens are, under the page holding its block. */
export const repositoryPaths = {
  item: (pagePath: string, id: string) => `${base(pagePath)}/${encodeURIComponent(id)}`,
  organization: (pagePath: string, id: string) => `${base(pagePath)}/organizations/${encodeURIComponent(id)}`,
  list: (pagePath: string, query: Record<string, string | null | undefined> = {}) => {
    const kept = Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]);
    return `${base(pagePath) || '/'}${kept.length ? `?${new URLSearchParams(kept).toString()}` : ''}`;
  },
};

/** A file's kind by the spec's rule (domain `fileCategory`). */
export const categoryOfFile = (file: Pick<RepositoryFile, 'name' | 'originalName' | 'mimeType'>): FileCategory => fileCategory(file.originalName ?? file.name ?? '', file.mimeType ?? null);

const ICON_PATHS: Readonly<Record<FileCategory, string>> = {
  video: 'M4 6h11v12H4zM15 10l5-3v10l-5-3z',
  audio: 'M9 18a3 3 0 1 1-2-2.8V5l11-2v11a3 3 0 1 1-2-2.8V6.2l-7 1.3z',
  image: 'M4 5h16v14H4zm2 12h12l-4-5-3 4-2-2z',
  doc: 'M6 3h8l4 4v14H6zM13 3v5h5M8 12h8M8 15h8M8 18h5',
  '3d': 'M12 2l9 5v10l-9 5-9-5V7zm0 2.3L5.5 8 12 11.7 18.5 8zM5 9.7v6.1l6 3.4v-6.1zm14 0l-6 3.4v6.1l6-3.4z',
  lcc: 'M4 6h16v12H4zM7 9h2v2H7zm4 0h2v2h-2zm4 0h2v2h-2zM7 13h10v2H7z',
  svg: 'M4 4h16v16H4zM7 16l3-8 3 8M15 8v8',
  other: 'M6 3h8l4 4v14H6zM13 3v5h5',
};

/** A small icon of a file's kind (decorative: the kind is also said in words beside it). */
export function FileKindIcon({ kind }: { kind: FileCategory }) {
  return (
    <Box component="svg" viewBox="0 0 24 24" aria-hidden focusable="false" sx={{ width: 28, height: 28, flex: 'none', fill: kind === 'doc' || kind === 'other' || kind === 'svg' ? 'none' : 'currentColor', stroke: 'currentColor', strokeWidth: kind === 'doc' || kind === 'other' || kind === 'svg' ? 1.6 : 0.4, color: 'primary.main' }}>
      <path d={ICON_PATHS[kind]} />
    </Box>
  );
}

/** A size as people read it (`1.2 MB`). */
export function formatSize(bytes: number | null | undefined, locale: string): string {
  if (typeof bytes !== 'number' || bytes < 0) return '';
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: units[unit], unitDisplay: 'short', maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
}
