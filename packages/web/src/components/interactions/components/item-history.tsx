import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session/session.ts';
import { itemHistoryQueryOptions } from '../api/history.ts';
import type { HistoryActionModel } from '../api/history.ts';
import type { InteractionTarget } from '../api/targets.ts';
import { useMember } from '../use-member.ts';

export interface ItemHistoryProps {
  target: InteractionTarget;
}

/**
 * Who created and updated an item, and when (in the reader's language and time zone), newest
 * first. Shown to the readers the server gives the history to (the item's authors and the
 * administrators): nothing at all for anyone else, a visitor, or while it loads.
 */
export function ItemHistory({ target }: ItemHistoryProps) {
  const { t } = useTranslation();
  const { userId } = useMember();
  const timeZone = useSession().user?.timezone ?? null;
  const headingId = useId();
  const history = useQuery({ ...itemHistoryQueryOptions(target, userId ?? ''), enabled: userId !== null });
  const actions = history.data?.data ?? [];
  if (!actions.length) return null;
  const older = history.data!.total - actions.length;
  const sentence = (action: HistoryActionModel) => {
    const values = { name: action.authorName?.trim() || t('interactions.anonymous'), date: formatDateTime(action.createdAt, timeZone) };
    return action.actionType?.id === 'creation' ? t('interactions.historyCreated', values) : t('interactions.historyUpdated', values);
  };
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ my: 2 }}>
      <Typography variant="h6" component="h2" id={headingId}>
        {t('interactions.historyHeading')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {actions.map((action) => (
          <Typography component="li" variant="body2" key={action.id}>
            {sentence(action)}
          </Typography>
        ))}
      </Box>
      {older > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('interactions.historyOlder', { count: older })}
        </Typography>
      )}
    </Box>
  );
}
