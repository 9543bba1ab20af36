import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Container } from '../../../components/container.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { confirmAddress } from '../api/confirm-address.ts';

type Outcome = { kind: 'done'; alreadyConfirmed: boolean } | { kind: 'refused'; message: string };

const refusal = (error: unknown) => {
  if (error instanceof ApiError && error.status === 403) return 'newsletter.confirmLinkInvalid';
  if (error instanceof ApiError && error.status === 410) return 'newsletter.confirmLinkExpired';
  return 'newsletter.confirmFailed';
};

/**
 * `/services/confirm-address/:id?token=`: the double opt-in link mailed before a form's confirmation
 * goes to an address nobody proved. Opening it changes nothing (mail scanners open links); the button
 * confirms, then the outcome is said where the button was and read out (a status, or an alert for a
 * refused link), as on the unsubscribe screens.
 */
export function ConfirmAddressRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [isBusy, setBusy] = useState(false);
  const said = useRef<HTMLDivElement>(null);
  useDocumentTitle(t('newsletter.confirmAddressTitle'));
  useEffect(() => {
    if (outcome) said.current?.focus();
  }, [outcome]);

  const confirm = async () => {
    setBusy(true);
    try {
      setOutcome({ kind: 'done', alreadyConfirmed: (await confirmAddress(id, token)).alreadyConfirmed });
    } catch (error) {
      setOutcome({ kind: 'refused', message: t(refusal(error)) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('newsletter.confirmAddressTitle')}
      </Typography>
      {outcome?.kind === 'done' ? (
        <Alert severity="success" role="status" ref={said} tabIndex={-1}>
          {t(outcome.alreadyConfirmed ? 'newsletter.addressAlreadyConfirmed' : 'newsletter.addressConfirmed')}
        </Alert>
      ) : (
        <>
          <Typography variant="body1" sx={{ mb: 3 }}>
            {t('newsletter.confirmAddressIntro')}
          </Typography>
          {outcome?.kind === 'refused' && (
            <Alert severity="error" ref={said} tabIndex={-1} sx={{ mb: 3 }}>
              {outcome.message}
            </Alert>
          )}
          <Button variant="contained" onClick={() => void confirm()} disabled={isBusy || !token}>
            {t('newsletter.confirmAddress')}
          </Button>
          {!token && (
            <Typography variant="body2" sx={{ mt: 2 }}>
              {t('newsletter.confirmLinkInvalid')}
            </Typography>
          )}
        </>
      )}
    </Container>
  );
}
