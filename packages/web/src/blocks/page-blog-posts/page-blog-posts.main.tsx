import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/button.tsx';
import { contributionPath, yearOf } from '@relais/domain';
import { Container } from '../../components/container.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import type { BlockProps } from '../block-types.ts';
import { ListPagination, ListSearch, yearsSince } from '../lists/list-controls.tsx';
import { ListHeading, nextLevel } from '../shared/block-heading.tsx';
import { CARD_GRID_SX } from '../lists/card-grid.tsx';
import { canCreateOf, pageCountOf, totalOf } from '../lists/list-meta.ts';
import { BlogPostCard, postsOf } from './blog-post-card.tsx';

type Props = BlockProps<'pageBlogPosts'>;
type ListProps = Extract<Props, { screen: 'main' }>;

/** Published posts, newest first, a page at a time, with the quick search and an empty state. */
export function BlogPostList({ props, headingLevel, data, page }: ListProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const search = (searchParams.get('q') ?? '').trim();
  const year = yearOf(Object.fromEntries(searchParams));
  const posts = postsOf(data.posts);
  const pageNumber = Math.max(1, Number(searchParams.get('page')) || 1);
  const total = totalOf(data.posts);
  const statusId = useId();
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <ListHeading title={props.title} headingLevel={headingLevel} pageTitle={page.title} />
      {props.subtitle && <Typography sx={{ color: 'text.secondary', mb: 2 }}>{props.subtitle}</Typography>}
      {/* Contributors write from the site: the list's answer says whether the reader may create. */}
      {canCreateOf(data.posts) && (
        <Button component={SmartLink} href={contributionPath('blog-posts')} variant="outlined" sx={{ mb: 2 }}>
          {t('contributions.writePost')}
        </Button>
      )}
      <ListSearch messages="blog" years={yearsSince(data.oldest)} />
      {/* The count of what a search found, read out politely when it changes. */}
      <Typography id={statusId} role="status" variant="body2" sx={{ color: 'text.secondary', mb: 2, minHeight: '1.5em' }}>
        {(search || year !== null) && total !== null ? t('blog.results', { count: total }) : ''}
      </Typography>
      {posts.length === 0 ? (
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <Typography>{search ? t('blog.noResults', { search }) : year !== null ? t('blog.noneInYear', { year }) : t('blog.empty')}</Typography>
        </Box>
      ) : (
        <Box component="ul" sx={CARD_GRID_SX}>
          {posts.map((post) => (
            <li key={post.id}>
              <BlogPostCard post={post} pagePath={page.path} headingLevel={nextLevel(headingLevel)} />
            </li>
          ))}
        </Box>
      )}
      <ListPagination page={pageNumber} count={pageCountOf(data.posts)} messages="blog" />
    </Container>
  );
}
