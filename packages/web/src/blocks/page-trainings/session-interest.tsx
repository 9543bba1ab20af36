import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Button } from '../../components/button.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { useMember } from '../../components/interactions/use-member.ts';
import { dataProvider } from '../../lib/data-layer/data-provider.ts';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { toast } from '../../lib/ui-store.ts';
import type { TrainingSession } from './training-card.tsx';

const KIND = 'training-session-interests';

/**
 * A member registers interest in a session, or withdraws it (issue 25 item 4: the interest is a
 * record of its own, one per member and session, and the administrators who manage the trainings
 * are notified); a visitor is invited to sign in first. `when` names the session in the button's
 * accessible name, as a training shows several.
 */
export function SessionInterest({ session, when }: { session: TrainingSession; when: string }) {
  const { t } = useTranslation();
  const { userId, isVisitor, canSignIn, signInHref } = useMember();
  const queryClient = useQueryClient();
  const key = [KIND, session.id, userId];
  const interest = useQuery({
    queryKey: key,
    enabled: userId !== null,
    queryFn: async ({ signal }) => (await dataProvider.getList<{ id: string }>(KIND, { filter: { session: session.id, createdBy: userId! }, page: { number: 1, size: 1 } }, { signal })).data[0] ?? null,
  });
  const register = useMutation({
    mutationFn: () => dataProvider.create<{ id: string }>(KIND, { relationships: { session: session.id } }, { session: 'training-sessions' }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: key });
      toast(t('trainings.interestRegistered'));
    },
    onError: () => toast(t('trainings.interestFailed'), { severity: 'error' }),
  });
  const withdraw = useMutation({
    mutationFn: (id: string) => dataProvider.delete(KIND, id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: key });
      toast(t('trainings.interestWithdrawn'));
    },
    onError: () => toast(t('trainings.interestFailed'), { severity: 'error' }),
  });
  if (isVisitor) return canSignIn ? <SmartLink href={signInHref}>{t('trainings.signInForInterest')}</SmartLink> : null;
  if (interest.isPending) return <Box sx={{ minHeight: 36 }} />;
  const mine = interest.data;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', minHeight: 36 }}>
      {mine ? (
        <>
          <Typography variant="body2">{t('trainings.youAreInterested')}</Typography>
          <Button variant="outlined" disabled={withdraw.isPending} onClick={() => withdraw.mutate(mine.id)} aria-label={`${t('trainings.withdrawInterest')} (${when})`}>
            {t('trainings.withdrawInterest')}
          </Button>
        </>
      ) : (
        <Button variant="contained" disabled={register.isPending} onClick={() => register.mutate()} aria-label={`${t('trainings.registerInterest')} (${when})`}>
          {t('trainings.registerInterest')}
        </Button>
      )}
    </Box>
  );
}
