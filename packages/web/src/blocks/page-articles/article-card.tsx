import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { InLanguageText } from '../../components/in-language.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { deserialize, fallbackLocaleOf } from '../../lib/jsonapi.ts';
import type { JsonApiDocument } from '../../lib/jsonapi.ts';
import { Byline } from '../lists/byline.tsx';
import { BlockHeading } from '../shared/block-heading.tsx';

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

/** The height a card takes (a 16:9 picture, a title, a date and three lines): placeholders reserve it. */
export const CARD_MIN_HEIGHT = 360;

const CARD_SX = { display: 'flex', flexDirection: 'column', minHeight: CARD_MIN_HEIGHT, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', bgcolor: 'background.paper' } as const;

/** Cards in a responsive grid: one column on a phone, up to three. */
export const CARD_GRID_SX = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }, listStyle: 'none', p: 0, m: 0 } as const;

/** The title's link covers the whole card (one link, one tab stop). */
const COVERING_LINK_SX = { color: 'text.primary', textDecoration: 'none', '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { outline: 'none' } } as const;

/** When it came out and who signed it, as the lists and the screen say it. */
export const PublishedOn = ({ article, sx }: { article: Pick<Article, 'publishedAt' | 'authorName'>; sx?: object }) => <Byline item={article} messages="articles" sx={sx} />;

/** An article's title, marked with its language when it falls back to another one. */
export const ArticleTitle = ({ article }: { article: Article }) => <InLanguageText locale={fallbackLocaleOf(article, 'title')}>{article.title}</InLanguageText>;

/** One article in a grid: its picture, its title linking to its screen (when it has one), its date and summary. */
export function ArticleCard({ article, href, headingLevel }: { article: Article; href: string | null; headingLevel: number }) {
  return (
    <Box component="article" sx={{ ...CARD_SX, position: 'relative', '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}>
      <Box sx={{ aspectRatio: '16 / 9', bgcolor: 'action.hover' }}>
        {article.image?.url && <Box component="img" src={article.image.url} alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />}
      </Box>
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <BlockHeading level={headingLevel} variant="h6" sx={{ fontWeight: 700 }}>
          {href ? (
            <Box component={SmartLink} href={href} sx={COVERING_LINK_SX}>
              <ArticleTitle article={article} />
            </Box>
          ) : (
            <ArticleTitle article={article} />
          )}
        </BlockHeading>
        <PublishedOn article={article} />
        {article.shortDescription && (
          // Never clamped: enlarged text must not cut the summary (WCAG 1.4.12).
          <Typography variant="body2">
            <InLanguageText locale={fallbackLocaleOf(article, 'shortDescription')}>{article.shortDescription}</InLanguageText>
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** A card's place while the articles load: the same size, so nothing moves when they arrive. */
export function ArticleCardPlaceholder() {
  return (
    <Box aria-hidden sx={CARD_SX}>
      <Box sx={{ aspectRatio: '16 / 9', bgcolor: 'action.hover' }} />
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ height: 20, width: '80%', bgcolor: 'action.hover', borderRadius: 0.5 }} />
        <Box sx={{ height: 14, width: '40%', bgcolor: 'action.hover', borderRadius: 0.5 }} />
        <Box sx={{ height: 14, width: '95%', bgcolor: 'action.hover', borderRadius: 0.5 }} />
      </Box>
    </Box>
  );
}
