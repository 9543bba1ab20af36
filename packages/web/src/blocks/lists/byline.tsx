import { useTranslation } from '../../lib/i18n/i18n.ts';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../lib/format.ts';

/**
 * When an item came out and who signed it (the server applies the spec's author rule), on one line
 * when both are known, as the lists and the screens of an area say it. `messages` is the area's
 * message group, which holds `publishedOn` and `byAuthor`.
 */
export function Byline({ item, messages, sx }: { item: { publishedAt?: string | null; authorName?: string | null }; messages: string; sx?: object }) {
  const { t } = useTranslation();
  const parts = [item.publishedAt ? t(`${messages}.publishedOn`, { date: formatDate(item.publishedAt) }) : null, item.authorName ? t(`${messages}.byAuthor`, { author: item.authorName }) : null].filter(Boolean);
  if (!parts.length) return null;
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', ...sx }}>
      {parts.join(' · ')}
    </Typography>
  );
}
