import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { SmartLink } from '../../components/smart-link.tsx';
import { AppMenuBar } from '../../features/menu/components/app-menu-bar.tsx';
import { MobileMenu } from '../../features/menu/components/mobile-menu.tsx';
import { useRuntimeEnvironment } from '../../lib/runtime-environment.ts';
import { paths } from '../../paths.ts';
import { LanguageMenu } from './language-menu.tsx';

export function TopBar() {
  const { appName } = useRuntimeEnvironment();
  return (
    <Box component="header" sx={{ position: 'sticky', top: 0, zIndex: 'appBar', borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
        <MobileMenu />
        <Box
          component={SmartLink}
          href={paths.home}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, mr: 2, color: 'text.primary', textDecoration: 'none', fontWeight: 700, fontSize: '1.25rem' }}
        >
          <Box component="img" src="/logo.svg" alt="" sx={{ height: { xs: 32, sm: 40 }, width: 'auto' }} />
          <span>{appName}</span>
        </Box>
        <AppMenuBar />
        <Box sx={{ display: { xs: 'none', sm: 'block' }, ml: 'auto' }}>
          <LanguageMenu />
        </Box>
      </Toolbar>
    </Box>
  );
}
