import { useTranslation } from '../../lib/i18n/i18n.ts';
import Box from '@mui/material/Box';
import { Button } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { CommentThread, ItemHistory, InteractionBar } from '../../components/interactions/index.ts';
import { InLanguageText } from '../../components/in-language.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { fallbackLocaleOf } from '../../lib/jsonapi.ts';
import type { BlockProps } from '../block-types.ts';
import { Byline } from '../lists/byline.tsx';
import { BlockHeading } from '../shared/block-heading.tsx';
import { RichText } from '../shared/rich-text.tsx';
import { postsOf } from './blog-post-card.tsx';

type PostProps = Extract<BlockProps<'pageBlogPosts'>, { screen: '/:id' }>;

/** One post: its title as the document title and h1, its date, picture and content, and the way back. */
export function BlogPostScreen({ data, page }: PostProps) {
  const { t } = useTranslation();
  const [post] = postsOf(data.post);
  // The screen names itself: "{site} - {post}", and "{post} has loaded" for screen readers.
  // Its meta description is its summary, else the start of its text (the site's when it has neither).
  useDocumentTitle(post?.title ?? null, false, post?.shortDescription || post?.content || null);
  if (!post) return null;
  const contentLocale = fallbackLocaleOf(post, 'content');
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Box component="article">
        <Button component={SmartLink} href={page.path} sx={{ mb: 2 }}>
          {t('blog.backToList')}
        </Button>
        <BlockHeading level={1} variant="h3" sx={{ fontWeight: 700, mb: 1 }}>
          <InLanguageText locale={fallbackLocaleOf(post, 'title')} isMarked>
            {post.title}
          </InLanguageText>
        </BlockHeading>
        <Byline item={post} messages="blog" sx={{ mb: 3 }} />
        {post.image?.url && <Box component="img" src={post.image.url} alt="" sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1, mb: 3, display: 'block' }} />}
        {post.content && (
          <Box lang={contentLocale}>
            <RichText html={post.content} />
          </Box>
        )}
        {post.externalUrl && (
          <Button component={SmartLink} href={post.externalUrl} isBlank variant="outlined" sx={{ mt: 3 }}>
            {t('blog.readOriginal')}
          </Button>
        )}
        {/* The shared interactions: like, share, report, then the comments. */}
        <Box sx={{ mt: 4 }}>
          <InteractionBar target={{ type: 'blog-posts', id: post.id }} title={post.title} likesCount={post.likesCount ?? 0} />
        </Box>
        <Box sx={{ mt: 4 }}>
          <ItemHistory target={{ type: 'blog-posts', id: post.id }} />
          <CommentThread target={{ type: 'blog-posts', id: post.id }} item={{ hasComments: post.hasComments ?? true, publishedAt: post.publishedAt }} headingLevel={2} />
        </Box>
      </Box>
    </Container>
  );
}
