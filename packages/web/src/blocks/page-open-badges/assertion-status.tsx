import Alert from '@mui/material/Alert';
import type { OpenBadgeAssertionSummary } from '@relais/domain';
import { useTranslation } from '../../lib/i18n/i18n.ts';

/** Whether an issued badge still holds: revoked (with the reason), expired, or valid. */
export function AssertionStatus({ assertion }: { assertion: OpenBadgeAssertionSummary }) {
  const { t } = useTranslation();
  if (assertion.revokedAt) {
    return <Alert severity="error">{assertion.revocationReason ? t('openBadges.revokedBecause', { reason: assertion.revocationReason }) : t('openBadges.revoked')}</Alert>;
  }
  if (assertion.isExpired) return <Alert severity="warning">{t('openBadges.expired')}</Alert>;
  return <Alert severity="success">{t('openBadges.valid')}</Alert>;
}

/** A hosted URL of this site as a path (the site may be reached at another origin than its configured one). */
export const sitePath = (url: string) => {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
};
