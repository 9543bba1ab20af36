import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Button } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useLocale, useTranslation } from '../../lib/i18n/i18n.ts';
import { formatDay, useReaderTimeZone } from '../../lib/reader-time.ts';
import type { BlockProps } from '../block-types.ts';
import { BlockHeading } from '../shared/block-heading.tsx';
import { itemPath } from '../page-training-resources-search/training-model.ts';
import { AssertionStatus, sitePath } from './assertion-status.tsx';
import { printPath } from '../../lib/print-path.ts';

/**
 * An issued badge's page, the one its holder shares and a recruiter opens (spec, issue 25 item 7):
 * who holds which badge from which issuer, since when and until when, whether it still holds
 * (expired or revoked, with the reason), the verification links and the baked image to download.
 */
export function AssertionScreen({ data, page }: Extract<BlockProps<'pageOpenBadges'>, { screen: '/assertions/:id' }>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const zone = useReaderTimeZone();
  const assertion = data.assertion?.data;
  const title = assertion ? t('openBadges.assertionTitle', { badge: assertion.badge.title, name: assertion.recipientName }) : null;
  useDocumentTitle(title, false, assertion?.badge.description ?? null);
  if (!assertion || !title) return null;
  const facts: [string, string][] = [
    [t('openBadges.recipient'), assertion.recipientName],
    [t('openBadges.issuer'), assertion.issuer.name],
    [t('openBadges.issuedOn'), formatDay(assertion.issuedAt, locale, zone)],
    [t('openBadges.expiresOn'), assertion.expiresAt ? formatDay(assertion.expiresAt, locale, zone) : t('openBadges.neverExpires')],
  ];
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Box component="article">
        <Button component={SmartLink} href={page.path} sx={{ mb: 2 }}>
          {t('openBadges.backToList')}
        </Button>
        <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <Box component="img" src={sitePath(assertion.badge.imageUrl)} alt="" width={120} height={120} sx={{ borderRadius: '50%' }} />
          <BlockHeading level={1} variant="h3" sx={{ fontWeight: 700 }}>
            {title}
          </BlockHeading>
        </Box>
        <AssertionStatus assertion={assertion} />
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, my: 3 }}>
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ fontWeight: 700 }}>
                {label}
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {value}
              </Box>
            </Box>
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button component={SmartLink} href={itemPath(page.path, assertion.badge.id)} variant="outlined">
            {t('openBadges.aboutBadge')}
          </Button>
          {!assertion.revokedAt && (
            <Button component="a" href={`${sitePath(assertion.imageUrl)}?download=1`} download variant="contained">
              {t('openBadges.download')}
            </Button>
          )}
          {!assertion.revokedAt && (
            <Button component={SmartLink} href={printPath('openBadgeCertificate', { assertion: assertion.id }, itemPath(page.path, assertion.id, '/assertions'))} variant="outlined">
              {t('openBadges.printCertificate')}
            </Button>
          )}
        </Box>
        <Typography variant="body2" sx={{ mt: 3, color: 'text.secondary' }}>
          {t('openBadges.verifyHint')} <SmartLink href={assertion.jsonUrl}>{t('openBadges.verificationLink')}</SmartLink>
        </Typography>
      </Box>
    </Container>
  );
}
