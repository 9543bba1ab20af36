import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { InLanguageText } from '../../components/in-language.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { deserialize, fallbackLocaleOf } from '../../lib/jsonapi.ts';
import type { JsonApiDocument } from '../../lib/jsonapi.ts';
import { Byline } from '../lists/byline.tsx';
import { BlockHeading } from '../shared/block-heading.tsx';
import { CARD_SX, CardPicture } from '../lists/card-grid.tsx';

/** A blog post as the blocks read it (the API's attributes, its image resolved). */
export interface BlogPost {
  id: string;
  title: string;
  slug: string | null;
  shortDescription: string | null;
  content?: string | null;
  publishedAt: string | null;
  externalUrl: string | null;
  image: { url?: string | null } | null;
  fallbackLocales?: Record<string, string>;
  /** Who it is shown as written by (the server applies the spec's author rule); null: nobody to name. */
  authorName?: string | null;
  /** Read on the post's own screen (its full read), for the interactions. */
  likesCount?: number;
  hasComments?: boolean;
}

/** The posts of an API answer (a list, or one post), in its order. */
export function postsOf(document: unknown): BlogPost[] {
  if (!document || typeof document !== 'object' || !('data' in document)) return [];
  const posts = deserialize<BlogPost | BlogPost[] | null>(document as JsonApiDocument);
  return posts === null ? [] : Array.isArray(posts) ? posts : [posts];
}

/** A post's address under the page holding the blog: by its slug, else its id. */
export const postPath = (pagePath: string, post: Pick<BlogPost, 'id' | 'slug'>) => `${pagePath === '/' ? '' : pagePath.replace(/\/$/, '')}/${encodeURIComponent(post.slug || post.id)}`;

/** One post in a list: its picture, its title linking to its screen, its date, author and summary. */
export function BlogPostCard({ post, pagePath, headingLevel }: { post: BlogPost; pagePath: string; headingLevel: number }) {
  const titleLocale = fallbackLocaleOf(post, 'title');
  const summaryLocale = fallbackLocaleOf(post, 'shortDescription');
  return (
    <Box component="article" sx={{ ...CARD_SX, position: 'relative', '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}>
      <CardPicture url={post.image?.url} />
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <BlockHeading level={headingLevel} variant="h6" sx={{ fontWeight: 700 }}>
          {/* The title's link covers the whole card (one link, one tab stop). */}
          <Box component={SmartLink} href={postPath(pagePath, post)} sx={{ color: 'text.primary', textDecoration: 'none', '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { outline: 'none' } }}>
            <InLanguageText locale={titleLocale}>{post.title}</InLanguageText>
          </Box>
        </BlockHeading>
        <Byline item={post} messages="blog" />
        {post.shortDescription && (
          // Never clamped: a summary is short (500 characters at most), and enlarged text must not cut it (WCAG 1.4.12).
          <Typography variant="body2">
            <InLanguageText locale={summaryLocale}>{post.shortDescription}</InLanguageText>
          </Typography>
        )}
      </Box>
    </Box>
  );
}

