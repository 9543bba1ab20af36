import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { OpenBadgeAssertionAnswer } from '@relais/domain';
import { PageLoader } from '../../../components/page-loader.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useLocale, useTranslation } from '../../../lib/i18n/i18n.ts';
import { formatDay, useReaderTimeZone } from '../../../lib/reader-time.ts';
import { sitePath } from '../../../blocks/page-open-badges/assertion-status.tsx';

/**
 * An issued badge on paper: the badge's picture and name, its holder, its issuer, when it was issued
 * and until when it holds, its state (revoked or expired, said in words), and the address where
 * anyone verifies it, written out since paper has no links. The hosted summary every visitor reads.
 */
export function OpenBadgeCertificate({ assertion: id }: { assertion: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const zone = useReaderTimeZone();
  const query = useQuery({
    queryKey: ['print', 'open-badge-certificate', id, locale],
    queryFn: ({ signal }) => apiRequest<OpenBadgeAssertionAnswer>(`/api/v1/services/open-badges/assertions/${encodeURIComponent(id)}/summary`, { signal, locale, silent: [404] }),
    retry: false,
  });
  const assertion = query.data?.data;
  useDocumentTitle(assertion ? t('print.certificateOf', { badge: assertion.badge.title, name: assertion.recipientName }) : t('print.title'));
  if (query.error) return <Typography>{t('print.nothingToPrint')}</Typography>;
  if (!assertion) return <PageLoader label={t('common.loading')} minHeight={300} />;
  const verification = new URL(sitePath(assertion.jsonUrl), window.location.origin).href;
  const state = assertion.revokedAt ? t('print.revoked') : assertion.isExpired ? t('print.expired') : null;
  return (
    <Box component="article" sx={{ border: 2, borderColor: 'text.primary', borderRadius: 2, p: { xs: 3, sm: 6 }, textAlign: 'center', breakInside: 'avoid' }}>
      <Typography variant="overline" component="p" sx={{ letterSpacing: 2 }}>
        {t('print.certificate')}
      </Typography>
      <Box component="img" src={sitePath(assertion.badge.imageUrl)} alt="" width={140} height={140} sx={{ borderRadius: '50%', my: 2 }} />
      <Typography variant="h3" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {assertion.badge.title}
      </Typography>
      <Typography sx={{ fontSize: '1.25rem', mt: 2 }}>{t('print.awardedTo', { name: assertion.recipientName, issuer: assertion.issuer.name })}</Typography>
      <Typography sx={{ mt: 1 }}>
        {t('print.issuedOn', { date: formatDay(assertion.issuedAt, locale, zone) })}
        {' · '}
        {assertion.expiresAt ? t('print.validUntil', { date: formatDay(assertion.expiresAt, locale, zone) }) : t('print.neverExpires')}
      </Typography>
      {state && <Typography sx={{ mt: 2, fontWeight: 700 }}>{state}</Typography>}
      <Typography variant="body2" sx={{ mt: 4, overflowWrap: 'anywhere' }}>
        {t('print.verifyAt')} {verification}
      </Typography>
    </Box>
  );
}
