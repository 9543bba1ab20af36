import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Container } from '../../../components/container.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';

type Outcome = { kind: 'done'; message: string } | { kind: 'refused'; message: string };

export interface LinkActionScreenProps {
  /** Message keys: the heading (and document title), the text above the button, the button. */
  title: string;
  intro: string;
  action: string;
  /** Said instead of acting when the link lacks its signature or token. */
  missingProof: string;
  hasProof: boolean;
  /** Does what the link is for; answers the key of what to say once done. */
  run: () => Promise<string>;
  /** The key of what to say when it was refused. */
  refusal: (error: unknown) => string;
}

/**
 * A link a mail carries to act once (unsubscribe, confirm an address): opening it changes nothing
 * (mail scanners open links); the button acts, then the outcome is said where the button was and
 * read out (a status, or an alert for a refused link).
 */
export function LinkActionScreen({ title, intro, action, missingProof, hasProof, run, refusal }: LinkActionScreenProps) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [isBusy, setBusy] = useState(false);
  const said = useRef<HTMLDivElement>(null);
  useDocumentTitle(t(title));
  useEffect(() => {
    if (outcome) said.current?.focus();
  }, [outcome]);

  const act = async () => {
    setBusy(true);
    try {
      setOutcome({ kind: 'done', message: t(await run()) });
    } catch (error) {
      setOutcome({ kind: 'refused', message: t(refusal(error)) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t(title)}
      </Typography>
      {outcome?.kind === 'done' ? (
        <Alert severity="success" role="status" ref={said} tabIndex={-1}>
          {outcome.message}
        </Alert>
      ) : (
        <>
          <Typography variant="body1" sx={{ mb: 3 }}>
            {t(intro)}
          </Typography>
          {outcome?.kind === 'refused' && (
            <Alert severity="error" ref={said} tabIndex={-1} sx={{ mb: 3 }}>
              {outcome.message}
            </Alert>
          )}
          <Button variant="contained" onClick={() => void act()} disabled={isBusy || !hasProof}>
            {t(action)}
          </Button>
          {!hasProof && (
            <Typography variant="body2" sx={{ mt: 2 }}>
              {t(missingProof)}
            </Typography>
          )}
        </>
      )}
    </Container>
  );
}
