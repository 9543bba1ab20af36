import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { notificationForcesReload } from '@relais/domain';
import { SmartLink } from '../../../components/smart-link.tsx';
import { markAllRead, markRead, notificationsListQueryOptions, unreadCountQueryOptions } from '../api/notifications.ts';
import type { NotificationItem } from '../api/notifications.ts';
import { pageReload } from '../page-reload.ts';

export interface NotificationsMenuProps {
  id: string;
  labelledBy: string;
  anchor: HTMLElement | null;
  userId: string;
  onClose: () => void;
}

const ITEM_SX = { minHeight: 44, whiteSpace: 'normal', alignItems: 'flex-start', flexDirection: 'column', gap: 0.25, maxWidth: 360 } as const;

/**
 * The open bell, loaded on first use: the newest notifications (asked again at each opening), each
 * opening its link and marked read as it is opened, and "Mark all as read". Opening one that forces
 * a reload (an accepted validation request, or a link to the page shown) reloads the page
 * (rules/community `notificationForcesReload`). A menu: arrows move, Escape closes and gives the
 * focus back to the bell.
 */
export function NotificationsMenu({ id, labelledBy, anchor, userId, onClose }: NotificationsMenuProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const location = useLocation();
  const isOpen = anchor !== null;
  const list = useQuery({ ...notificationsListQueryOptions(userId), enabled: isOpen });
  const unread = useQuery({ ...unreadCountQueryOptions(userId), enabled: false }).data ?? 0;
  const hasUnread = unread > 0 || !!list.data?.some((item) => item.readAt === null);

  const open = (item: NotificationItem) => (event: MouseEvent) => {
    onClose();
    const reading = item.readAt === null ? markRead(queryClient, userId, item.id).catch(() => undefined) : Promise.resolve();
    const shown = new URL(`${location.pathname}${location.search}${location.hash}`, window.location.origin).href;
    if (!notificationForcesReload(item, shown)) return;
    // The page is loaded again once the reading is saved, or the bell would count it still.
    event.preventDefault();
    void reading.then(() => pageReload.to(item.actionUrl));
  };

  const dateOf = (value: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
  const content = (item: NotificationItem) => (
    <>
      <Box component="span" sx={{ fontWeight: item.readAt === null ? 700 : 400 }}>
        {item.message}
      </Box>
      {item.details && (
        <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
          {item.details}
        </Box>
      )}
      <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.75rem' }}>
        {item.readAt === null && `${t('notifications.unread')} · `}
        <time dateTime={item.createdAt}>{dateOf(item.createdAt)}</time>
      </Box>
    </>
  );

  return (
    <Menu id={id} anchorEl={anchor} open={isOpen} onClose={onClose} slotProps={{ list: { 'aria-labelledby': labelledBy }, paper: { sx: { maxHeight: '70vh' } } }}>
      {list.isPending && <MenuItem disabled sx={ITEM_SX}>{t('common.loading')}</MenuItem>}
      {list.isError && <MenuItem disabled sx={ITEM_SX}>{t('notifications.loadFailed')}</MenuItem>}
      {list.data?.length === 0 && <MenuItem disabled sx={ITEM_SX}>{t('notifications.empty')}</MenuItem>}
      {list.data?.map((item) =>
        item.actionUrl ? (
          <MenuItem key={item.id} component={SmartLink} href={item.actionUrl} onClick={open(item)} sx={ITEM_SX}>
            {content(item)}
          </MenuItem>
        ) : (
          <MenuItem key={item.id} onClick={open(item)} sx={ITEM_SX}>
            {content(item)}
          </MenuItem>
        ),
      )}
      {list.data && list.data.length > 0 && <Divider />}
      {list.data && list.data.length > 0 && (
        <MenuItem
          disabled={!hasUnread}
          sx={{ minHeight: 44 }}
          onClick={() => {
            void markAllRead(queryClient, userId).catch(() => undefined);
          }}
        >
          {t('notifications.markAllRead')}
        </MenuItem>
      )}
    </Menu>
  );
}
