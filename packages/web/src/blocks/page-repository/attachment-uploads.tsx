import { useLocale, useTranslation } from '../../lib/i18n/i18n.ts';
import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Button } from '../../components/button.tsx';
import { startUpload } from '../../components/file-upload/start-upload.ts';
import type { UploadHandle } from '../../components/file-upload/start-upload.ts';
import { useAnnounce } from '../../lib/announcer.tsx';
import type { Model } from '../../lib/jsonapi.ts';
import { categoryOfFile, FileKindIcon, formatSize } from './repository-model.tsx';
import type { RepositoryFile } from './repository-model.tsx';

/** One file being sent: its progress, or the stored file, or why it stopped. */
export interface Upload {
  key: string;
  file: File;
  percent: number;
  state: 'uploading' | 'done' | 'failed';
  stored: RepositoryFile | null;
  reason: string | null;
}

/**
 * The attachments being added: several files chosen at once, each sent in 10 MB chunks (tus) with
 * its own progress bar, resumable when the network is cut (tus retries from the server's offset,
 * and "Resume" starts again from there after the retries gave up). A cleaned `.lcc` and one whose
 * cleaning failed (the original kept) are both said.
 */
export function AttachmentUploads({ uploads, onChange }: { uploads: Upload[]; onChange: (update: (current: Upload[]) => Upload[]) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const announce = useAnnounce();
  const inputId = useId();
  const handles = useRef(new Map<string, UploadHandle>());
  const [sequence, setSequence] = useState(0);

  // Leaving the form stops the transfers under way (the server keeps them a day, resumable).
  useEffect(() => {
    const current = handles.current;
    return () => current.forEach((handle) => void handle.abort());
  }, []);

  const patch = (key: string, change: Partial<Upload>) => onChange((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  const send = async (key: string, file: File) => {
    patch(key, { state: 'uploading', reason: null });
    const handle = await startUpload(
      { file, isPublic: true },
      {
        onProgress: (sent, total) => patch(key, { percent: total ? Math.floor((sent / total) * 100) : 0 }),
        onSuccess: (stored: Model) => {
          handles.current.delete(key);
          patch(key, { state: 'done', percent: 100, stored: stored as unknown as RepositoryFile });
          announce(t('files.uploaded', { name: file.name }));
        },
        onError: (reason) => {
          handles.current.delete(key);
          patch(key, { state: 'failed', reason });
        },
      },
    );
    handles.current.set(key, handle);
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const added = chosen.map((file, index) => ({ key: `${sequence + index}-${file.name}`, file, percent: 0, state: 'uploading' as const, stored: null, reason: null }));
    setSequence((value) => value + chosen.length);
    onChange((current) => [...current, ...added]);
    for (const upload of added) void send(upload.key, upload.file);
  };

  const remove = async (upload: Upload) => {
    const handle = handles.current.get(upload.key);
    handles.current.delete(upload.key);
    // Interrupts the transfer (the part already sent is dropped with the unfinished upload).
    if (handle) await handle.abort();
    onChange((current) => current.filter((candidate) => candidate.key !== upload.key));
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, my: 2 }}>
      <Typography component="label" htmlFor={inputId} sx={{ fontWeight: 500 }}>
        {t('repository.addAttachments')}
      </Typography>
      <input id={inputId} type="file" multiple onChange={choose} />
      <Box component="ul" aria-label={t('repository.newAttachments')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {uploads.map((upload) => {
          const statusId = `${inputId}-${upload.key.replace(/[^A-Za-z0-9-]/g, '_')}`;
          const kind = categoryOfFile({ name: upload.file.name, mimeType: upload.file.type });
          return (
            <Box component="li" key={upload.key} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
              <FileKindIcon kind={kind} />
              <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>
                  {upload.file.name} <Box component="span" sx={{ color: 'text.secondary' }}>({[t(`repository.fileKind_${kind}`), formatSize(upload.file.size, locale)].join(', ')})</Box>
                </Typography>
                {upload.state === 'uploading' && (
                  <>
                    <LinearProgress variant="determinate" value={upload.percent} aria-labelledby={statusId} aria-valuetext={`${upload.percent}%`} />
                    <Typography id={statusId} variant="body2">
                      {t('files.progress', { name: upload.file.name, percent: upload.percent })}
                    </Typography>
                  </>
                )}
                {upload.state === 'done' && (
                  <Typography id={statusId} variant="body2">
                    {t('files.uploaded', { name: upload.file.name })}
                  </Typography>
                )}
                {upload.state === 'done' && upload.stored?.metadata?.lcc && <Typography variant="body2">{t('repository.lccCleaned')}</Typography>}
                {upload.state === 'done' && upload.stored?.metadata?.lccCleaningFailure && (
                  <Alert severity="warning" sx={{ mt: 1 }}>
                    {t('repository.lccCleaningFailed', { reason: upload.stored.metadata.lccCleaningFailure })}
                  </Alert>
                )}
                {upload.state === 'failed' && (
                  <Alert id={statusId} severity="error" role="alert" sx={{ mt: 1 }}>
                    {t('files.failed', { name: upload.file.name, reason: upload.reason ?? '' })}
                  </Alert>
                )}
              </Box>
              {upload.state === 'failed' && (
                <Button size="small" variant="outlined" onClick={() => void send(upload.key, upload.file)}>
                  {t('repository.resumeUpload', { name: upload.file.name })}
                </Button>
              )}
              <Button size="small" onClick={() => void remove(upload)} aria-label={t('repository.removeFile', { name: upload.file.name })}>
                {t('repository.remove')}
              </Button>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
