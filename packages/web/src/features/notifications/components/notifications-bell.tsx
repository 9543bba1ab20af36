import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import { createSvgIcon } from '@mui/material/utils';
import { IconButton } from '../../../components/icon-button.tsx';
import { useMenuButton } from '../../../components/use-menu-button.ts';
import { useUnreadCount } from '../api/notifications.ts';

// Material Design's "notifications" icon.
const BellIcon = createSvgIcon(
  <path d="M12 22c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2m6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1z" />,
  'Notifications',
);

const loadMenu = () => import('./notifications-menu.tsx');
const NotificationsMenu = lazy(() => loadMenu().then((m) => ({ default: m.NotificationsMenu })));

/** Past this, the badge says "99+" (the button's name keeps the exact count). */
const BADGE_MAX = 99;

/**
 * The bell of a signed-in user in the top bar: the unread count in its name ("Notifications, 3
 * unread") and on a badge, opening the newest notifications (loaded on first use).
 */
export function NotificationsBell({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const menu = useMenuButton(loadMenu);
  const { data: unread = 0 } = useUnreadCount(userId);
  return (
    <>
      <IconButton color="inherit" aria-label={unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')} {...menu.buttonProps} sx={{ position: 'relative' }}>
        <BellIcon />
        {unread > 0 && (
          <Box
            component="span"
            aria-hidden="true"
            sx={{
              position: 'absolute',
              top: 2,
              right: 0,
              minWidth: 20,
              height: 20,
              px: 0.5,
              borderRadius: 10,
              bgcolor: 'error.main',
              color: 'error.contrastText',
              fontSize: '0.75rem',
              fontWeight: 700,
              lineHeight: '20px',
              textAlign: 'center',
            }}
          >
            {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
          </Box>
        )}
      </IconButton>
      {menu.wasOpened && (
        <Suspense fallback={null}>
          <NotificationsMenu {...menu.menuProps} userId={userId} onClose={menu.close} />
        </Suspense>
      )}
    </>
  );
}
