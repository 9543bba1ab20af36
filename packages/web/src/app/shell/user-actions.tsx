import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { Button } from '../../components/button.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { useMenuButton } from '../../components/use-menu-button.ts';
import { useRuntimeEnvironment } from '../../lib/runtime-environment.ts';
import { useSession } from '../../lib/session/session.ts';
import { visuallyHidden } from '../../lib/visually-hidden.ts';
import { paths } from '../../paths.ts';

const loadMenu = () => import('./user-menu-list.tsx');
const UserMenuList = lazy(() => loadMenu().then((m) => ({ default: m.UserMenuList })));

/** Top bar, right: sign-in and registration for a visitor; the account menu for a user (spec §2). */
export function UserActions() {
  const { t } = useTranslation();
  const session = useSession();
  const { features } = useRuntimeEnvironment();
  const menu = useMenuButton(loadMenu);
  const { user } = session;
  if (!user) {
    if (!features.auth) return null;
    return (
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component={SmartLink} href={paths.auth.signIn} variant="outlined" color="primary">
          {t('auth.signIn')}
        </Button>
        {features.register && (
          <Button component={SmartLink} href={paths.auth.register} variant="contained" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
            {t('auth.register')}
          </Button>
        )}
      </Box>
    );
  }
  return (
    <>
      <Button color="inherit" {...menu.buttonProps} sx={{ gap: 1 }}>
        <UserAvatar user={user} />
        <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
          {user.fullName}
        </Box>
        <Box component="span" sx={visuallyHidden}>{`${t('auth.myAccount')}`}</Box>
      </Button>
      {menu.wasOpened && (
        <Suspense fallback={null}>
          <UserMenuList {...menu.menuProps} session={session} onClose={menu.close} />
        </Suspense>
      )}
    </>
  );
}
