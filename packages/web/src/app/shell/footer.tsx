import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import { Button } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { CookieSettingsButton } from '../../features/cookies/cookie-settings-button.tsx';
import { useLocale, useTranslation } from '../../lib/i18n/i18n.ts';
import { useRuntimeEnvironment } from '../../lib/runtime-environment.ts';
import { useSession } from '../../lib/session/session.ts';
import { paths } from '../../paths.ts';
import { useLegalLinks } from './legal-links.ts';
import { LanguageMenu } from './language-menu.tsx';

const ParametersDialog = lazy(() => import('./parameters-dialog.tsx').then((m) => ({ default: m.ParametersDialog })));

/** The parameters dialog's button, for signed-in users; the dialog loads on first use. */
function ParametersButton() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  if (!user) return null;
  return (
    <>
      <Button
        variant="text"
        onClick={() => {
          setWasOpened(true);
          setIsOpen(true);
        }}
      >
        {t('auth.parameters')}
      </Button>
      {wasOpened && (
        <Suspense fallback={null}>
          <ParametersDialog user={user} open={isOpen} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The build date, for the super admin only (spec §2, §6). */
function BuildDate({ buildDate }: { buildDate: string | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { user } = useSession();
  if (!user?.isAdmin || !buildDate) return null;
  const date = new Date(buildDate);
  if (Number.isNaN(date.getTime())) return null;
  return <>{` · ${t('footer.builtOn', { date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: user.timezone }).format(date) })}`}</>;
}

/** Cookie settings, language, parameters, legal links, site map, year, name and version (spec §2). */
export function Footer() {
  const { t } = useTranslation();
  const { appName, version, buildDate } = useRuntimeEnvironment();
  const links = [...useLegalLinks(), { path: paths.siteMap, labelKey: 'shell.siteMap' }];
  return (
    <Box component="footer" sx={{ mt: 'auto', borderTop: 1, borderColor: 'divider', bgcolor: 'action.hover', py: 3 }}>
      <Container maxWidth="lg" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, justifyContent: 'space-between' }}>
        {links.length > 0 && (
          <Box component="nav" aria-label={t('footer.legalLinks')}>
            <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1, sm: 3 }, listStyle: 'none', m: 0, p: 0 }}>
              {links.map((link) => (
                <li key={link.path}>
                  {/* At least 24 px high: a comfortable target for pointer and touch (WCAG 2.5.8). */}
                  <Box component={SmartLink} href={link.path} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 24, py: 0.5 }}>
                    {t(link.labelKey)}
                  </Box>
                </li>
              ))}
            </Box>
          </Box>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <CookieSettingsButton />
          <LanguageMenu />
          <ParametersButton />
        </Box>
        <Box component="p" sx={{ m: 0, color: 'text.secondary' }}>
          {`© ${new Date().getFullYear()} ${appName} · ${t('footer.version', { version })}`}
          <BuildDate buildDate={buildDate} />
        </Box>
      </Container>
    </Box>
  );
}
