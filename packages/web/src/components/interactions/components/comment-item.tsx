import { useTranslation } from '../../../lib/i18n/i18n.ts';
import Box from '@mui/material/Box';
import { Button } from '../../button.tsx';
import Typography from '@mui/material/Typography';
import { RichText } from '../../../blocks/shared/rich-text.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { permissionsOf } from '../../../lib/jsonapi.ts';
import { contentToText } from '../api/comment-content.ts';
import type { CommentModel } from '../api/comments.ts';
import { authorName } from '../thread.ts';
import type { ThreadNode } from '../thread.ts';
import { LazyCommentForm } from './lazy-parts.tsx';

/** What the thread is doing with one comment: answering it or editing it. */
export type CommentMode = { kind: 'reply' | 'edit'; id: string } | null;

export interface CommentActions {
  /** DOM ids of a comment and of its buttons, for moving focus. */
  domId: (id: string, part?: 'reply' | 'edit' | 'delete' | 'report') => string;
  mode: CommentMode;
  canReply: boolean;
  setMode: (mode: CommentMode) => void;
  cancel: (mode: NonNullable<CommentMode>) => void;
  sendReply: (parent: CommentModel, text: string) => Promise<void>;
  sendEdit: (comment: CommentModel, text: string) => Promise<void>;
  askDelete: (comment: CommentModel) => void;
  /** Members report comments they may not change themselves (the moderators then decide). */
  canReport: boolean;
  askReport: (comment: CommentModel) => void;
}

/** Answers are indented up to this depth, then stay level: a phone's width stays readable. */
const MAX_INDENT = 3;

/**
 * One comment: its author (or "anonymous"), when, its text, and what the reader may do with it —
 * answer it, and edit or delete it when the server says so (`meta.permissions`).
 */
export function CommentItem({ node, depth, actions }: { node: ThreadNode; depth: number; actions: CommentActions }) {
  const { t } = useTranslation();
  const { comment, replies } = node;
  const name = authorName(comment) ?? t('interactions.anonymous');
  const permissions = permissionsOf(comment);
  const { mode, domId } = actions;
  const isEditing = mode?.kind === 'edit' && mode.id === comment.id;
  const isReplying = mode?.kind === 'reply' && mode.id === comment.id;
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Box component="article" id={domId(comment.id)} tabIndex={-1} aria-label={t('interactions.commentBy', { name })} sx={{ py: 1.5, '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
          <Typography component="span" sx={{ fontWeight: 'bold' }} data-testid="comment-author">
            {name}
          </Typography>
          <Typography component="time" variant="body2" color="text.secondary" dateTime={comment.createdAt}>
            {formatDateTime(comment.createdAt)}
          </Typography>
        </Box>
        {isEditing ? (
          <LazyCommentForm
            label={t('interactions.editLabel')}
            submitLabel={t('interactions.saveEdit')}
            defaultText={contentToText(comment.content)}
            autoFocus
            onSend={(text) => actions.sendEdit(comment, text)}
            onCancel={() => actions.cancel({ kind: 'edit', id: comment.id })}
          />
        ) : (
          <RichText html={comment.content} sx={{ overflowWrap: 'anywhere' }} />
        )}
        {!isEditing && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {actions.canReply && (
              <Button size="small" id={domId(comment.id, 'reply')} aria-expanded={isReplying} onClick={() => actions.setMode({ kind: 'reply', id: comment.id })}>
                {t('interactions.reply')}
              </Button>
            )}
            {permissions.update && (
              <Button size="small" id={domId(comment.id, 'edit')} onClick={() => actions.setMode({ kind: 'edit', id: comment.id })}>
                {t('interactions.edit')}
              </Button>
            )}
            {actions.canReport && !permissions.update && (
              <Button size="small" id={domId(comment.id, 'report')} aria-label={t('interactions.reportComment', { name })} onClick={() => actions.askReport(comment)}>
                {t('interactions.report')}
              </Button>
            )}
            {permissions.delete && (
              <Button size="small" color="error" id={domId(comment.id, 'delete')} onClick={() => actions.askDelete(comment)}>
                {t('interactions.delete')}
              </Button>
            )}
          </Box>
        )}
        {isReplying && (
          <Box sx={{ mt: 1 }}>
            <LazyCommentForm
              label={t('interactions.replyLabel', { name })}
              submitLabel={t('interactions.sendReply')}
              autoFocus
              onSend={(text) => actions.sendReply(comment, text)}
              onCancel={() => actions.cancel({ kind: 'reply', id: comment.id })}
            />
          </Box>
        )}
      </Box>
      {replies.length > 0 && (
        <Box component="ul" aria-label={t('interactions.repliesTo', { name })} sx={{ m: 0, pl: depth < MAX_INDENT ? { xs: 1.5, sm: 3 } : 0, borderLeft: 2, borderColor: 'divider' }}>
          {replies.map((reply) => (
            <CommentItem key={reply.comment.id} node={reply} depth={depth + 1} actions={actions} />
          ))}
        </Box>
      )}
    </Box>
  );
}
