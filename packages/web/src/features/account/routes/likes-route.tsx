import { useTranslation, type TFunction } from '../../../lib/i18n/i18n.ts';
import { useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Container } from '../../../components/container.tsx';
import { useAnnounce } from '../../../lib/announcer.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatDate } from '../../../lib/format.ts';
import { toast } from '../../../lib/ui-store.ts';
import { paths } from '../../../paths.ts';
import { useProfileUser } from '../api/profile-user.ts';
import { useMyLikes, useRecordPaths, useUnlike } from '../api/my-likes.ts';
import type { LikeModel } from '../api/my-likes.ts';

/** A positive page number from the address, else 1. */
const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/**
 * `/account/profile/likes`: what the signed-in member liked, newest first, a page at a time, each
 * with a link to the item when it has a public page, and a button to take the like back.
 */
export function LikesRoute() {
  const { t } = useTranslation();
  const user = useProfileUser();
  const [searchParams] = useSearchParams();
  const page = pageOf(searchParams.get('page'));
  const likes = useMyLikes(user.id, page);
  const pathOf = useRecordPaths();
  const unlike = useUnlike();
  const announce = useAnnounce();
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t('accountLikes.title'));

  const takeBack = (like: LikeModel, name: string) =>
    unlike.mutate(like, {
      onSuccess: () => {
        announce(t('accountLikes.unliked', { name }));
        heading.current?.focus();
      },
      onError: () => toast(t('accountLikes.unlikeFailed'), { severity: 'error' }),
    });

  const rows = likes.data?.data ?? [];
  const lastPage = likes.data?.page.last ?? 1;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1" gutterBottom tabIndex={-1} ref={heading} sx={{ '&:focus': { outline: 'none' } }}>
        {t('accountLikes.title')}
      </Typography>
      <Link component={RouterLink} to={paths.account.profile}>
        {t('accountLikes.backToProfile')}
      </Link>
      {likes.isPending && (
        <Box aria-busy="true" aria-label={t('common.loading')} sx={{ mt: 3 }}>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} variant="rectangular" height={56} sx={{ mb: 1 }} />
          ))}
        </Box>
      )}
      {likes.isError && <Typography sx={{ mt: 3 }}>{t('accountLikes.failed')}</Typography>}
      {likes.isSuccess && rows.length === 0 && <Typography sx={{ mt: 3 }}>{t('accountLikes.empty')}</Typography>}
      {rows.length > 0 && (
        <Box component="ul" sx={{ p: 0, mt: 3 }} aria-label={t('accountLikes.listLabel', { count: likes.data!.total })}>
          {rows.map((like) => (
            <LikeRow key={like.id} like={like} href={like.likable ? pathOf(like.likable) : null} isBusy={unlike.isPending && unlike.variables?.id === like.id} onUnlike={takeBack} />
          ))}
        </Box>
      )}
      {lastPage > 1 && <LikesPagination page={page} count={lastPage} />}
    </Container>
  );
}

/** The singular name of each likable kind (domain LIKABLE_TYPES), shown beside the item. */
const KIND_NAMES: Readonly<Record<string, (t: TFunction) => string>> = {
  articles: (t) => t('accountLikes.kindArticle'),
  'blog-posts': (t) => t('accountLikes.kindBlogPost'),
  'calendar-events': (t) => t('accountLikes.kindCalendarEvent'),
  'forum-subjects': (t) => t('accountLikes.kindForumSubject'),
  'forum-subject-messages': (t) => t('accountLikes.kindForumMessage'),
  'training-resources': (t) => t('accountLikes.kindTrainingResource'),
  'training-resource-requests': (t) => t('accountLikes.kindTrainingRequest'),
};

/** The item's title; its kind's name when it has none (a forum message); a word when it is gone. */
function likedItemName(t: TFunction, like: LikeModel): { name: string; kind: string | null } {
  const item = like.likable;
  if (!item) return { name: t('accountLikes.unavailable'), kind: null };
  const kind = KIND_NAMES[item.type]?.(t) ?? item.type;
  return { name: typeof item.title === 'string' && item.title.trim() ? item.title : kind, kind };
}

function LikeRow({ like, href, isBusy, onUnlike }: { like: LikeModel; href: string | null; isBusy: boolean; onUnlike: (like: LikeModel, name: string) => void }) {
  const { t } = useTranslation();
  const { name, kind } = likedItemName(t, like);
  const liked = t('accountLikes.likedOn', { date: formatDate(like.createdAt) });
  return (
    <Box component="li" sx={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1.5, borderBottom: 1, borderColor: 'divider', minHeight: 56 }}>
      <Box sx={{ flex: '1 1 14rem', minWidth: 0, overflowWrap: 'anywhere' }}>
        {href ? (
          <Link component={RouterLink} to={href} sx={{ fontWeight: 'bold' }}>
            {name}
          </Link>
        ) : (
          <Typography component="span" sx={{ fontWeight: 'bold' }}>
            {name}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {kind ? `${kind} · ${liked}` : liked}
        </Typography>
      </Box>
      <Button variant="outlined" size="small" aria-disabled={isBusy || undefined} onClick={isBusy ? undefined : () => onUnlike(like, name)} aria-label={t('accountLikes.unlikeItem', { name })}>
        {t('accountLikes.unlike')}
      </Button>
    </Box>
  );
}

function LikesPagination({ page, count }: { page: number; count: number }) {
  const { t } = useTranslation();
  const to = (target: number) => (target > 1 ? `${paths.account.likes}?page=${target}` : paths.account.likes);
  return (
    <Box component="nav" aria-label={t('accountLikes.pages')} sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 3, flexWrap: 'wrap' }}>
      {page > 1 && (
        <Button component={RouterLink} to={to(page - 1)} variant="outlined">
          {t('accountLikes.previousPage')}
        </Button>
      )}
      <Typography aria-current="page">{t('accountLikes.pageOf', { page, count })}</Typography>
      {page < count && (
        <Button component={RouterLink} to={to(page + 1)} variant="outlined">
          {t('accountLikes.nextPage')}
        </Button>
      )}
    </Box>
  );
}
