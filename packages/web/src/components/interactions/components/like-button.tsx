import { useTranslation } from '../../../lib/i18n/i18n.ts';
import Box from '@mui/material/Box';
import { Button } from '../../button.tsx';
import { formatNumber } from '../../../lib/format.ts';
import type { InteractionTarget } from '../api/targets.ts';
import { toastFailure } from '../failures.ts';
import { useLike } from '../use-like.ts';
import { useMember } from '../use-member.ts';
import { LikeIcon } from './icons.tsx';

export interface LikeButtonProps {
  target: InteractionTarget;
  /** The item's `likesCount`. */
  count: number;
}

/**
 * Like and unlike (a toggle: `aria-pressed`), with the count. A visitor or a member waiting for
 * validation sees the count only. While a request is on its way the button stays focusable but
 * does nothing (`aria-disabled`), so focus is not lost.
 */
export function LikeButton({ target, count }: LikeButtonProps) {
  const { t } = useTranslation();
  const { isMember } = useMember();
  const like = useLike({ target, count });
  const countText = t('interactions.likesCount', { count: like.count, formatted: formatNumber(like.count) });
  if (!isMember) {
    return (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 36 }} data-testid="likes-count">
        <LikeIcon fontSize="small" aria-hidden />
        {countText}
      </Box>
    );
  }
  const isInactive = like.isBusy || !like.isReady;
  const onClick = () => {
    like.toggle().catch((error: unknown) => toastFailure(error, t('interactions.likeFailed')));
  };
  return (
    <Button
      variant={like.isLiked ? 'contained' : 'outlined'}
      size="small"
      startIcon={<LikeIcon />}
      aria-pressed={like.isLiked}
      aria-disabled={isInactive || undefined}
      onClick={isInactive ? undefined : onClick}
      sx={{ minHeight: 36 }}
    >
      {t('interactions.like')}
      <Box component="span" sx={{ ml: 1, fontVariantNumeric: 'tabular-nums' }}>
        {countText}
      </Box>
    </Button>
  );
}
