import { useTranslation } from '../../lib/i18n/i18n.ts';
import { Button } from '../../components/button.tsx';
import { openCookieDialog } from '../../lib/consent.ts';

/** The footer's way back to the cookie choices (spec §2 "Footer: cookie button"). */
export function CookieSettingsButton() {
  const { t } = useTranslation();
  return (
    <Button variant="text" color="inherit" onClick={() => openCookieDialog()} aria-haspopup="dialog" sx={{ minHeight: 24, textDecoration: 'underline' }}>
      {t('cookies.open')}
    </Button>
  );
}
