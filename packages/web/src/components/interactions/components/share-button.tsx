import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { Button } from '../../button.tsx';
import { useLocation } from 'react-router';
import { LightTextField } from '../../light-text-field.tsx';
import { useAnnounce } from '../../../lib/announcer.tsx';
import { toast } from '../../../lib/ui-store.ts';
import { shortUrlOf } from '../api/short-urls.ts';
import type { InteractionTarget } from '../api/targets.ts';
import { toastFailure } from '../failures.ts';
import { ShareIcon } from './icons.tsx';

async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Shares the page (showing `item`) through its short URL (`/s/{token}`): asks the server for it
 * once, copies it to the clipboard and says so. Where the clipboard is refused, the address shows
 * selected in a field to copy by hand.
 */
export function ShareButton({ path, item }: { path?: string; item?: InteractionTarget }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const location = useLocation();
  const sharedPath = path ?? `${location.pathname}${location.search}`;
  const [url, setUrl] = useState<{ path: string; href: string } | null>(null);
  const [isManual, setIsManual] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const fieldId = useId();

  useEffect(() => {
    if (!isManual) return;
    field.current?.focus();
    field.current?.select();
  }, [isManual]);

  async function share() {
    if (isBusy) return;
    setIsBusy(true);
    try {
      const href = url?.path === sharedPath ? url.href : await shortUrlOf({ path: sharedPath, item });
      setUrl({ path: sharedPath, href });
      if (await copyToClipboard(href)) {
        setIsManual(false);
        // A toast is seen and, as a polite status, heard.
        toast(t('interactions.linkCopied'));
      } else {
        setIsManual(true);
        announce(t('interactions.copyByHand'));
      }
    } catch (error) {
      toastFailure(error, t('interactions.shareFailed'));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', gap: 1, maxWidth: '100%' }}>
      <Button variant="outlined" size="small" startIcon={<ShareIcon />} aria-disabled={isBusy || undefined} onClick={() => void share()} sx={{ minHeight: 36, alignSelf: 'flex-start' }}>
        {t('interactions.share')}
      </Button>
      {isManual && url && (
        <LightTextField
          id={fieldId}
          ref={field}
          label={t('interactions.copyThisLink')}
          value={url.href}
          readOnly
          onFocus={(event) => event.target.select()}
          sx={{ minWidth: { xs: '100%', sm: 320 } }}
        />
      )}
    </Box>
  );
}
