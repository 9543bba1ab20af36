import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { SmartLink } from '../../components/smart-link.tsx';
import { useRuntimeEnvironment } from '../../lib/runtime-environment.ts';
import { useLegalLinks } from './legal-links.ts';
import { LanguageMenu } from './language-menu.tsx';

export function Footer() {
  const { t } = useTranslation();
  const { appName, version } = useRuntimeEnvironment();
  const links = useLegalLinks();
  return (
    <Box component="footer" sx={{ mt: 'auto', borderTop: 1, borderColor: 'divider', bgcolor: 'grey.100', py: 3 }}>
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
        <LanguageMenu />
        <Box component="p" sx={{ m: 0, color: 'text.secondary' }}>
          {`© ${new Date().getFullYear()} ${appName} · ${t('footer.version', { version })}`}
        </Box>
      </Container>
    </Box>
  );
}
