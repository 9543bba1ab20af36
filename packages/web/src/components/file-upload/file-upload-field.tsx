import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useAnnounce } from '../../lib/announcer.tsx';
import type { Model } from '../../lib/jsonapi.ts';
import { startUpload } from './start-upload.ts';
import type { UploadHandle } from './start-upload.ts';

export interface FileUploadFieldProps {
  /** The field's visible label. */
  label: string;
  /** File types offered by the browser's picker (`image/*,.pdf`); the server checks the content anyway. */
  accept?: string;
  /** Whether the stored file is public (served to all) or private to its uploader and admins. */
  isPublic?: boolean;
  /** Receives the stored `files` resource. */
  onUploaded(file: Model): void;
}

type State =
  | { step: 'idle' }
  | { step: 'uploading'; name: string; percent: number }
  | { step: 'done'; name: string }
  | { step: 'failed'; name: string; reason: string };

/**
 * A file field that uploads at once, resumably, showing its progress as a bar with its value and a
 * text, and saying the outcome to screen readers (errors as an alert, success politely). Uploads
 * can be cancelled; leaving the screen cancels the one under way.
 */
export function FileUploadField({ label, accept, isPublic = true, onUploaded }: FileUploadFieldProps) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const inputId = useId();
  const statusId = useId();
  const [state, setState] = useState<State>({ step: 'idle' });
  const handle = useRef<UploadHandle | null>(null);

  useEffect(() => () => void handle.current?.abort(), []);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    await handle.current?.abort();
    const name = file.name;
    setState({ step: 'uploading', name, percent: 0 });
    handle.current = await startUpload(
      { file, isPublic },
      {
        onProgress: (sent, total) => setState({ step: 'uploading', name, percent: total ? Math.floor((sent / total) * 100) : 0 }),
        onSuccess: (stored) => {
          handle.current = null;
          setState({ step: 'done', name });
          announce(t('files.uploaded', { name }));
          onUploaded(stored);
        },
        onError: (reason) => {
          handle.current = null;
          setState({ step: 'failed', name, reason });
        },
      },
    );
  };

  const cancel = async () => {
    if (state.step !== 'uploading') return;
    await handle.current?.abort();
    handle.current = null;
    setState({ step: 'idle' });
    announce(t('files.cancelled', { name: state.name }));
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography component="label" htmlFor={inputId} sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      <input id={inputId} type="file" accept={accept} onChange={(event) => void choose(event)} aria-describedby={state.step === 'idle' ? undefined : statusId} />
      {state.step === 'uploading' && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box sx={{ flex: 1 }}>
            <LinearProgress variant="determinate" value={state.percent} aria-labelledby={statusId} aria-valuetext={`${state.percent}%`} />
            <Typography id={statusId} variant="body2">
              {t('files.progress', { name: state.name, percent: state.percent })}
            </Typography>
          </Box>
          <Button onClick={() => void cancel()}>{t('files.cancel')}</Button>
        </Box>
      )}
      {state.step === 'done' && (
        <Typography id={statusId} variant="body2">
          {t('files.uploaded', { name: state.name })}
        </Typography>
      )}
      {state.step === 'failed' && (
        <Alert id={statusId} severity="error" role="alert">
          {t('files.failed', { name: state.name, reason: state.reason })}
        </Alert>
      )}
    </Box>
  );
}
