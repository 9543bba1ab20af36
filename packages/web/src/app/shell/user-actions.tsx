import { useTranslation } from '../../lib/i18n/i18n.ts';
import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import { Button } from '../../components/button.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { useMenuButton } from '../../components/use-menu-button.ts';
import { useRuntimeEnvironment } from '../../lib/runtime-environment.ts';
import { useSession } from '../../lib/session/session.ts';
import { shownFromXl, visuallyHidden } from '../../lib/visually-hidden.ts';
import { paths } from '../../paths.ts';

const loadMenu = () => import('./user-menu-list.tsx');
const UserMenuList = lazy(() => loadMenu().then((m) => ({ default: m.UserMenuList })));
// The bell is a signed-in user's only: visitors never load its code (the public page's budget).
const NotificationsBell = lazy(() => import('../../features/notifications/components/notifications-bell.tsx').then((m) => ({ default: m.NotificationsBell })));
/** The bell's room while its code loads, so that the account button does not move. */
const BELL_ROOM = <Box sx={{ width: 40, height: 40, flex: '0 0 auto' }} />;

/** Top bar, right: sign-in and registration for a visitor; the notifications bell and the account menu for a user (spec §2). */
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
        {/* Registering, from the widest screens only: elsewhere the menu keeps its one line, and the sign-in screen offers it. */}
        {features.register && (
          <Button component={SmartLink} href={paths.auth.register} variant="contained" sx={{ display: 'none', '@media (min-width: 1536px)': { display: 'inline-flex' } }}>
            {t('auth.register')}
          </Button>
        )}
      </Box>
    );
  }
  return (
    <>
      <Suspense fallback={BELL_ROOM}>
        <NotificationsBell userId={user.id} />
      </Suspense>
      <Button color="inherit" {...menu.buttonProps} sx={{ gap: 1 }}>
        <UserAvatar user={user} />
        <Box component="span" sx={shownFromXl}>
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
