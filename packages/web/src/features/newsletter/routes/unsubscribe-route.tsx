import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { UnsubscribeKind } from '@relais/domain';
import { Container } from '../../../components/container.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { unsubscribe } from '../api/unsubscribe.ts';

type Outcome = { kind: 'done'; wasSubscribed: boolean } | { kind: 'refused'; message: string };

/**
 * `/services/unsubscribe/:id` (a member) and `/services/light-users/unsubscribe/:id` (a light user),
 * with `?signature=`: the link at the foot of every mailing. Opening it changes nothing (mail
 * scanners open links); the button unsubscribes, then the outcome is said where the button was
 * and read out (a status, or an alert for a refused link).
 */
export function UnsubscribeRoute({ kind }: { kind: UnsubscribeKind }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const signature = search.get('signature') ?? '';
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [isBusy, setBusy] = useState(false);
  const said = useRef<HTMLDivElement>(null);
  useDocumentTitle(t('newsletter.unsubscribeTitle'));
  useEffect(() => {
    if (outcome) said.current?.focus();
  }, [outcome]);

  const confirm = async () => {
    setBusy(true);
    try {
      setOutcome({ kind: 'done', wasSubscribed: await unsubscribe(kind, id, signature) });
    } catch (error) {
      const isLinkWrong = error instanceof ApiError && (error.status === 403 || error.status === 404);
      setOutcome({ kind: 'refused', message: isLinkWrong ? t(error.status === 403 ? 'newsletter.linkInvalid' : 'newsletter.subscriberGone') : t('newsletter.failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('newsletter.unsubscribeTitle')}
      </Typography>
      {outcome?.kind === 'done' ? (
        <Alert severity="success" role="status" ref={said} tabIndex={-1}>
          {t(outcome.wasSubscribed ? 'newsletter.unsubscribed' : 'newsletter.alreadyUnsubscribed')}
        </Alert>
      ) : (
        <>
          <Typography variant="body1" sx={{ mb: 3 }}>
            {t('newsletter.unsubscribeIntro')}
          </Typography>
          {outcome?.kind === 'refused' && (
            <Alert severity="error" ref={said} tabIndex={-1} sx={{ mb: 3 }}>
              {outcome.message}
            </Alert>
          )}
          <Button variant="contained" onClick={() => void confirm()} disabled={isBusy || !signature}>
            {t('newsletter.confirmUnsubscribe')}
          </Button>
          {!signature && (
            <Typography variant="body2" sx={{ mt: 2 }}>
              {t('newsletter.linkInvalid')}
            </Typography>
          )}
        </>
      )}
    </Container>
  );
}
