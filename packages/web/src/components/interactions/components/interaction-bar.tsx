import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useState } from 'react';
import Box from '@mui/material/Box';
import { Button } from '../../button.tsx';
import Typography from '@mui/material/Typography';
import { SmartLink } from '../../../components/smart-link.tsx';
import { useRuntimeEnvironment } from '../../../lib/runtime-environment.ts';
import { isLikable, isRemindable, isReportable } from '../api/targets.ts';
import type { InteractionTarget } from '../api/targets.ts';
import { useMember } from '../use-member.ts';
import { ReminderIcon, ReportIcon } from './icons.tsx';
import { LikeButton } from './like-button.tsx';
import { LazyReminderDialog, LazyReportDialog, OnceOpened } from './lazy-parts.tsx';
import { ShareButton } from './share-button.tsx';

export interface InteractionBarProps {
  target: InteractionTarget;
  /** The item's title: names the group, and is offered as a reminder's title. */
  title: string;
  /** The item's `likesCount`, for a likable kind. */
  likesCount?: number;
  /** The path shared; the current one by default. */
  sharePath?: string;
}

/**
 * What a reader does with an item: like, share, report, set a reminder. Each shows only for the
 * kinds the spec gives it and while its feature is on; a visitor sees the count and is invited to
 * sign in, a member waiting for validation is told why they cannot act yet.
 */
export function InteractionBar({ target, title, likesCount = 0, sharePath }: InteractionBarProps) {
  const { t } = useTranslation();
  const { features } = useRuntimeEnvironment();
  const { isMember, isVisitor, canSignIn, signInHref } = useMember();
  const [dialog, setDialog] = useState<'report' | 'reminder' | null>(null);
  const canLike = isLikable(target.type) && features.likes === true;
  const canReport = isReportable(target.type);
  const canRemind = isRemindable(target.type) && features.reminders === true;
  const close = () => setDialog(null);

  return (
    <Box role="group" aria-label={t('interactions.actionsOn', { title })} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, minHeight: 36 }}>
      {canLike && <LikeButton target={target} count={likesCount} />}
      <ShareButton path={sharePath} item={target} />
      {isMember && canReport && (
        <Button variant="text" size="small" startIcon={<ReportIcon />} onClick={() => setDialog('report')} sx={{ minHeight: 36 }}>
          {t('interactions.report')}
        </Button>
      )}
      {isMember && canRemind && (
        <Button variant="text" size="small" startIcon={<ReminderIcon />} onClick={() => setDialog('reminder')} sx={{ minHeight: 36 }}>
          {t('interactions.remind')}
        </Button>
      )}
      {isVisitor && canSignIn && (canLike || canReport || canRemind) && (
        <Typography variant="body2" sx={{ alignSelf: 'center' }}>
          <SmartLink href={signInHref}>{t('interactions.signInToAct')}</SmartLink>
        </Typography>
      )}
      {!isVisitor && !isMember && (canLike || canReport || canRemind) && (
        <Typography variant="body2" sx={{ alignSelf: 'center' }}>
          {t('interactions.awaitingValidation')}
        </Typography>
      )}
      <OnceOpened isOpen={dialog === 'report'}>
        <LazyReportDialog target={target} isOpen={dialog === 'report'} onClose={close} />
      </OnceOpened>
      <OnceOpened isOpen={dialog === 'reminder'}>
        <LazyReminderDialog target={target} isOpen={dialog === 'reminder'} onClose={close} defaultTitle={title} />
      </OnceOpened>
    </Box>
  );
}
