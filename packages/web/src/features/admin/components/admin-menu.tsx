import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { ADMIN_CATEGORIES } from '@relais/domain';
import type { AdminCategory, AdminKind, AdminKindsAnswer } from '@relais/domain';
import { SmartLink } from '../../../components/smart-link.tsx';
import { DashboardIcon, HomeIcon } from '../../../lib/drawer-icons.tsx';
import { useRuntimeEnvironment } from '../../../lib/runtime-environment.ts';
import { hasRole, useSession } from '../../../lib/session/session.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { paths } from '../../../paths.ts';
import { adminPaths } from '../admin-paths.ts';
import { useAdminKinds } from '../api/admin-kinds.ts';
import { categoryLabel, kindLabel } from '../labels.ts';
import { KindIcon, MenuTreeIcon, StatsIcon } from './admin-icons.tsx';

const APP_MENU_ITEMS = 'app-menu-items';

export interface MenuSection {
  category: AdminCategory;
  kinds: AdminKind[];
}

/**
 * The menu's resource sections (spec, platform §2 "Admin menu"): the kinds the user may see, grouped
 * by category in the spec's order; app-menu-items stands on its own for app admins; the statistics
 * category (the statistics screen, then banned origins) for admins and the holders of a statistics role.
 */
export function menuSections(answer: AdminKindsAnswer): { sections: MenuSection[]; hasAppMenuItems: boolean } {
  const hasAppMenuItems = answer.meta.appMenuItems && answer.data.some((kind) => kind.type === APP_MENU_ITEMS);
  const sections = ADMIN_CATEGORIES.filter((category) => category !== 'stats' || answer.meta.stats)
    .map((category) => ({ category, kinds: answer.data.filter((kind) => kind.category === category && !(hasAppMenuItems && kind.type === APP_MENU_ITEMS)) }))
    .filter((section) => section.kinds.length > 0 || section.category === 'stats');
  return { sections, hasAppMenuItems };
}

interface EntryProps {
  href: string;
  label: string;
  icon: ReactNode;
  isMini: boolean;
  isCurrent: boolean;
  isDisabled?: boolean;
  onNavigate?: () => void;
}

function MenuEntry({ href, label, icon, isMini, isCurrent, isDisabled = false, onNavigate }: EntryProps) {
  return (
    <li>
      <ListItemButton
        component={SmartLink}
        href={href}
        disabled={isDisabled}
        aria-disabled={isDisabled || undefined}
        aria-current={isCurrent ? 'page' : undefined}
        selected={isCurrent}
        onClick={onNavigate}
        sx={{ minHeight: 48, px: 2 }}
      >
        <ListItemIcon sx={{ minWidth: isMini ? 0 : 40 }}>{icon}</ListItemIcon>
        {/* In the mini drawer the name stays for screen readers; the icon alone shows. */}
        <ListItemText primary={label} sx={isMini ? visuallyHidden : undefined} />
      </ListItemButton>
    </li>
  );
}

function Section({ section, isMini, pathname, onNavigate }: { section: MenuSection; isMini: boolean; pathname: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <ListSubheader id={headingId} component="h2" sx={{ lineHeight: '36px', ...(isMini ? visuallyHidden : {}) }}>
        {categoryLabel(t, section.category)}
      </ListSubheader>
      <List aria-labelledby={headingId} dense disablePadding>
        {section.category === 'stats' && (
          <MenuEntry href={paths.admin.stats} label={t('admin.statsTitle')} icon={<StatsIcon />} isMini={isMini} isCurrent={pathname === paths.admin.stats} onNavigate={onNavigate} />
        )}
        {section.kinds.map((kind) => {
          const href = adminPaths.resource(kind.type);
          const label = kindLabel(t, kind.type);
          return (
            <MenuEntry key={kind.type} href={href} label={label} icon={<KindIcon label={label} />} isMini={isMini} isCurrent={isUnder(pathname, kind.type)} onNavigate={onNavigate} />
          );
        })}
      </List>
    </Box>
  );
}

const isUnder = (pathname: string, type: string) => pathname.startsWith(`/admin/resources/${type}/`) || pathname === `/admin/resources/${type}`;

/** Where `my-organization` and `my-lab` open (the organizations' override). */
const MY_ORGANIZATION_PATH = adminPaths.resource('organizations', 'update', 'my-organization');
const MY_LAB_PATH = adminPaths.resource('organizations', 'update', 'my-lab');

/**
 * The admin drawer's content: the dashboard (disabled when validation requests are off and the user
 * has no roles), app-menu-items, the organization the user acts for (and as a lab) for admins and
 * organization admins, the kinds by category, and the way back to the site.
 */
export function AdminMenu({ isMini, onNavigate }: { isMini: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();
  const { features } = useRuntimeEnvironment();
  const kinds = useAdminKinds();
  const { sections, hasAppMenuItems } = kinds.data ? menuSections(kinds.data) : { sections: [], hasAppMenuItems: false };
  const entry = { isMini, onNavigate };
  const hasMyOrganization = !!features.organizations && !!session.user?.actingAsOrganization && hasRole(session, 'organization_admin');
  return (
    <>
      <List>
        <MenuEntry
          {...entry}
          href={paths.admin.dashboard}
          label={t('shell.dashboard')}
          icon={<DashboardIcon />}
          isCurrent={pathname === paths.admin.dashboard}
          isDisabled={!features.validationRequests && !session.hasRoles}
        />
        {hasAppMenuItems && (
          <MenuEntry {...entry} href={adminPaths.resource(APP_MENU_ITEMS)} label={kindLabel(t, APP_MENU_ITEMS)} icon={<MenuTreeIcon />} isCurrent={isUnder(pathname, APP_MENU_ITEMS)} />
        )}
        {hasMyOrganization && (
          <MenuEntry {...entry} href={MY_ORGANIZATION_PATH} label={t('admin.myOrganization')} icon={<KindIcon label={t('admin.myOrganization')} />} isCurrent={pathname === MY_ORGANIZATION_PATH} />
        )}
        {hasMyOrganization && features.labs && (
          <MenuEntry {...entry} href={MY_LAB_PATH} label={t('admin.myLab')} icon={<KindIcon label={t('admin.myLab')} />} isCurrent={pathname === MY_LAB_PATH} />
        )}
      </List>
      {sections.map((section) => (
        <Section key={section.category} section={section} isMini={isMini} pathname={pathname} onNavigate={onNavigate} />
      ))}
      <List>
        <MenuEntry {...entry} href={paths.home} label={t('admin.backToSite')} icon={<HomeIcon />} isCurrent={false} />
      </List>
    </>
  );
}
