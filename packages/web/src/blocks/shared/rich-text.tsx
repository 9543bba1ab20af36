import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { sanitizeHtml } from './sanitize-html.ts';

/** Editor HTML, sanitised on render as well as on write (ARCHITECTURE.md §5). */
export function RichText({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  const safe = useMemo(() => sanitizeHtml(html, { embedLabel: (host) => t('blocks.watchVideoOn', { host }) }), [html, t]);
  return <Box sx={[{ '& img': { maxWidth: '100%', height: 'auto' }, '& > :first-of-type': { mt: 0 } }, ...(Array.isArray(sx) ? sx : [sx])]} dangerouslySetInnerHTML={{ __html: safe }} />;
}
