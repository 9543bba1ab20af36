import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useEffect, useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import { Button } from '../../button.tsx';
import Typography from '@mui/material/Typography';
import { Notice } from '../../notice.tsx';
import { SmartLink } from '../../../components/smart-link.tsx';
import { useAnnounce } from '../../../lib/announcer.tsx';
import { toast } from '../../../lib/ui-store.ts';
import { textToContent } from '../api/comment-content.ts';
import { useCommentPages, useCommentWrites } from '../api/comments.ts';
import type { CommentModel } from '../api/comments.ts';
import { isReportable } from '../api/targets.ts';
import type { InteractionTarget } from '../api/targets.ts';
import { toastFailure } from '../failures.ts';
import { buildThread, closedReason } from '../thread.ts';
import type { CommentableItem } from '../thread.ts';
import { useMember } from '../use-member.ts';
import { CommentItem } from './comment-item.tsx';
import type { CommentActions, CommentMode } from './comment-item.tsx';
import { LazyCommentForm, LazyInteractionDialog, LazyReportDialog, OnceOpened } from './lazy-parts.tsx';

export interface CommentThreadProps {
  target: InteractionTarget;
  /** The commented item's fields the commenting rule reads; without it, comments are open. */
  item?: CommentableItem;
  /** The level of the thread's heading (2 by default). */
  headingLevel?: 2 | 3 | 4;
}

/** Where focus goes once the thread has drawn its change: a DOM id. */
function useFocusAfterRender(isSettled: boolean) {
  const [request, setRequest] = useState<string | null>(null);
  useEffect(() => {
    if (!request) return;
    const element = document.getElementById(request);
    if (element) element.focus();
    if (element || isSettled) setRequest(null);
  });
  return setRequest;
}

/**
 * The comments of an item, as a thread: answers under what they answer, "show more" for older
 * pages, a form to comment, answer, edit one's own, delete one's own after a question. Commenting is
 * closed, with the reason, when the item takes no comments; a visitor is invited to sign in.
 */
export function CommentThread({ target, item, headingLevel = 2 }: CommentThreadProps) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const { isMember, isVisitor, canSignIn, signInHref } = useMember();
  const prefix = useId();
  const headingId = `${prefix}-heading`;
  const pages = useCommentPages(target);
  const { post, edit, remove } = useCommentWrites(target);
  const [mode, setMode] = useState<CommentMode>(null);
  const [deleting, setDeleting] = useState<CommentModel | null>(null);
  const [reporting, setReporting] = useState<CommentModel | null>(null);
  const focusAfterRender = useFocusAfterRender(!pages.isFetching);

  const loaded = useMemo(() => pages.data?.pages.flatMap((page) => page.data) ?? [], [pages.data]);
  const thread = useMemo(() => buildThread(loaded), [loaded]);
  const first = pages.data?.pages[0];
  const total = first?.total ?? 0;
  const reason = closedReason(item, new Date());
  const canCreate = first?.permissions.create === true;
  const canWrite = reason === null && canCreate;

  const domId: CommentActions['domId'] = (id, part) => `${prefix}-comment-${id}${part ? `-${part}` : ''}`;

  async function send(text: string, parent: CommentModel | null) {
    const created = await post.mutateAsync({ content: textToContent(text), parentId: parent?.id ?? null });
    setMode(null);
    announce(t('interactions.commentPosted'));
    focusAfterRender(domId(created.id));
  }

  const actions: CommentActions = {
    domId,
    mode,
    canReply: canWrite,
    setMode,
    cancel: (given) => {
      setMode(null);
      focusAfterRender(domId(given.id, given.kind));
    },
    sendReply: (parent, text) => send(text, parent),
    sendEdit: async (comment, text) => {
      await edit.mutateAsync({ id: comment.id, content: textToContent(text) });
      setMode(null);
      toast(t('interactions.commentEdited'));
      focusAfterRender(domId(comment.id));
    },
    askDelete: setDeleting,
    canReport: isMember && isReportable('comments'),
    askReport: setReporting,
  };

  async function confirmDelete() {
    if (!deleting) return;
    // Focus goes to the comment after, else the one before, else the heading.
    const at = loaded.findIndex((comment) => comment.id === deleting.id);
    const neighbour = loaded.slice(at + 1).find((comment) => comment.parentComment?.id !== deleting.id) ?? loaded[at - 1];
    await remove.mutateAsync(deleting.id);
    setDeleting(null);
    toast(t('interactions.commentDeleted'));
    focusAfterRender(neighbour ? domId(neighbour.id) : headingId);
  }

  async function showMore() {
    const before = loaded.length;
    const next = await pages.fetchNextPage();
    const added = next.data?.pages.flatMap((page) => page.data)[before];
    if (added) focusAfterRender(domId(added.id));
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} component={`h${headingLevel}`} variant="h5" tabIndex={-1} sx={{ mb: 2 }}>
        {first ? t('interactions.commentsHeading', { count: total }) : t('interactions.comments')}
      </Typography>
      {reason ? (
        <Notice sx={{ mb: 2 }}>{t(`interactions.closed_${reason}`)}</Notice>
      ) : canCreate ? (
        <LazyCommentForm label={t('interactions.newCommentLabel')} submitLabel={t('interactions.sendComment')} onSend={(text) => send(text, null)} />
      ) : first && isVisitor ? (
        canSignIn && (
          <Typography sx={{ mb: 2 }}>
            <SmartLink href={signInHref}>{t('interactions.signInToComment')}</SmartLink>
          </Typography>
        )
      ) : first ? (
        <Typography sx={{ mb: 2 }}>{t('interactions.awaitingValidation')}</Typography>
      ) : null}
      {pages.isPending ? (
        <Box aria-busy="true" sx={{ minHeight: 160 }}>
          <Typography color="text.secondary">{t('interactions.commentsLoading')}</Typography>
        </Box>
      ) : pages.isError ? (
        <Notice tone="error" role="alert">
          {t('interactions.commentsFailed')}
        </Notice>
      ) : thread.length === 0 ? (
        <Typography color="text.secondary">{canWrite ? t('interactions.noCommentsYet') : t('interactions.noComments')}</Typography>
      ) : (
        <Box component="ul" aria-labelledby={headingId} sx={{ m: 0, p: 0 }}>
          {thread.map((node) => (
            <CommentItem key={node.comment.id} node={node} depth={0} actions={actions} />
          ))}
        </Box>
      )}
      {pages.hasNextPage && (
        <Button variant="outlined" sx={{ mt: 2 }} aria-disabled={pages.isFetchingNextPage || undefined} onClick={() => void (pages.isFetchingNextPage ? undefined : showMore())}>
          {t('interactions.showMore', { count: total - loaded.length })}
        </Button>
      )}
      <OnceOpened isOpen={reporting !== null}>
        <LazyReportDialog
          target={{ type: 'comments', id: reporting?.id ?? '' }}
          isOpen={reporting !== null}
          onClose={() => {
            const reported = reporting;
            setReporting(null);
            if (reported) focusAfterRender(domId(reported.id, 'report'));
          }}
        />
      </OnceOpened>
      <OnceOpened isOpen={deleting !== null}>
        <LazyInteractionDialog
          isOpen={deleting !== null}
          title={t('interactions.deleteTitle')}
          description={t('interactions.deleteQuestion')}
          submitLabel={t('interactions.delete')}
          isDangerous
          isBusy={remove.isPending}
          onSubmit={(event) => {
            event.preventDefault();
            void confirmDelete().catch((error: unknown) => toastFailure(error, t('interactions.failed')));
          }}
          onClose={() => setDeleting(null)}
        />
      </OnceOpened>
    </Box>
  );
}
