import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/notice.tsx';
import { requestHeaders } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import type { Command } from '../api.ts';

const documentUrl = (id: string, kind: 'contract' | 'invoice' | 'signed-contract') => `/api/v1/services/rental-commands/${encodeURIComponent(id)}/${kind}`;

const statusOf = (command: Command, type: string) => command.steps?.find((step) => step.stepType?.id === type)?.status?.id ?? null;

/**
 * A command's documents (issue 26 item 4): its contract once the team asks for it, its invoice once
 * validated, both drawn by the server as PDFs; the signed contract, sent back here while the
 * contract step waits (or was refused).
 */
export function CommandDocuments({ command }: { command: Command }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const contract = statusOf(command, 'contract');
  const hasContract = contract !== null && contract !== 'hidden';
  const hasInvoice = statusOf(command, 'validation') === 'success';
  const canSign = contract === 'waiting' || contract === 'error';
  const hasSigned = !!command.signedContract;
  if (!hasContract && !hasInvoice && !hasSigned) return null;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return;
    setState('sending');
    const body = new FormData();
    body.append('file', file);
    const response = await fetch(documentUrl(command.id, 'signed-contract'), { method: 'POST', body, headers: requestHeaders('POST'), credentials: 'same-origin' }).catch(() => null);
    if (response?.ok) {
      setState('sent');
      if (input.current) input.current.value = '';
      await queryClient.invalidateQueries({ queryKey: ['rental-commands', command.id] });
    } else setState('failed');
  };

  return (
    <Box component="section" aria-labelledby={`${inputId}-heading`}>
      <Typography id={`${inputId}-heading`} variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t('rental.documents')}
      </Typography>
      <Box component="ul" sx={{ pl: 3 }}>
        {hasContract && (
          <li>
            <a href={documentUrl(command.id, 'contract')} download>
              {t('rental.document.contract')}
            </a>
          </li>
        )}
        {hasSigned && (
          <li>
            <a href={documentUrl(command.id, 'signed-contract')} download>
              {t('rental.document.signedContract')}
            </a>
          </li>
        )}
        {hasInvoice && (
          <li>
            <a href={documentUrl(command.id, 'invoice')} download>
              {t('rental.document.invoice')}
            </a>
          </li>
        )}
      </Box>
      {canSign && (
        <Box component="form" onSubmit={send} sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <label htmlFor={inputId}>{t('rental.signedContractFile')}</label>
          <input id={inputId} ref={input} type="file" name="file" accept="application/pdf,image/png,image/jpeg" required />
          <Button type="submit" variant="contained" disabled={state === 'sending'}>
            {t('rental.sendSignedContract')}
          </Button>
        </Box>
      )}
      <Box aria-live="polite" sx={{ mt: 1 }}>
        {state === 'sent' && <Notice tone="info">{t('rental.signedContractSent')}</Notice>}
        {state === 'failed' && <Notice tone="error">{t('rental.signedContractFailed')}</Notice>}
      </Box>
    </Box>
  );
}
