import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
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
import { ExpandLessIcon, ExpandMoreIcon } from '../../../lib/icons.tsx';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { paths } from '../../../paths.ts';
import { adminPaths } from '../admin-paths.ts';
import { useAdminKinds } from '../api/admin-kinds.ts';
import { categoryLabel, kindLabel } from '../../../lib/resources/labels.ts';
import { KindIcon, MenuTreeIcon, StatsIcon } from './admin-icons.tsx';
import { useRovingFocus } from './use-roving-focus.ts';

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
  stop: StopProps;
}

type StopProps = ReturnType<ReturnType<typeof useRovingFocus>['stopProps']>;

function MenuEntry({ href, label, icon, isMini, isCurrent, isDisabled = false, onNavigate, stop }: EntryProps) {
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
        {...stop}
      >
        <ListItemIcon sx={{ minWidth: isMini ? 0 : 40 }}>{icon}</ListItemIcon>
        {/* In the mini drawer the name stays for screen readers; the icon alone shows. */}
        <ListItemText primary={label} sx={isMini ? visuallyHidden : undefined} />
      </ListItemButton>
    </li>
  );
}

interface SectionProps {
  section: MenuSection;
  isMini: boolean;
  isOpen: boolean;
  onToggle: () => void;
  pathname: string;
  onNavigate?: () => void;
  stopProps: (key: string, parent?: string) => StopProps;
  /** Screens of the category that are not a kind's (the software statistics). */
  extra?: readonly ExtraEntry[];
}

interface ExtraEntry {
  href: string;
  label: string;
  /** The statistics' icon when none. */
  icon?: ReactNode;
}

/** A category: a heading whose button opens or closes its list (always open in the mini drawer, whose headings are hidden). */
function Section({ section, isMini, isOpen, onToggle, pathname, onNavigate, stopProps, extra = [] }: SectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const listId = useId();
  const groupKey = categoryKey(section.category);
  const parent = isMini ? undefined : groupKey;
  const label = categoryLabel(t, section.category);
  return (
    // A group inside the menu's landmark, not a landmark of its own: the dashboard's sections bear the
    // same category names, and two landmarks may not share a name (axe landmark-unique).
    <Box role="group" aria-labelledby={headingId}>
      <ListSubheader id={headingId} component="h2" sx={{ lineHeight: '36px', px: 0, ...(isMini ? visuallyHidden : {}) }}>
        {isMini ? (
          label
        ) : (
          <ButtonBase
            onClick={onToggle}
            aria-expanded={isOpen}
            aria-controls={listId}
            {...stopProps(groupKey)}
            sx={{ width: '100%', minHeight: 36, px: 2, justifyContent: 'space-between', font: 'inherit', color: 'inherit', textAlign: 'start' }}
          >
            {label}
            {isOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          </ButtonBase>
        )}
      </ListSubheader>
      {(isOpen || isMini) && (
        <List id={listId} aria-labelledby={headingId} dense disablePadding>
          {section.category === 'stats' && (
            <MenuEntry stop={stopProps(paths.admin.stats, parent)} href={paths.admin.stats} label={t('admin.statsTitle')} icon={<StatsIcon />} isMini={isMini} isCurrent={pathname === paths.admin.stats} onNavigate={onNavigate} />
          )}
          {section.kinds.map((kind) => {
            const href = adminPaths.resource(kind.type);
            const label = kindLabel(t, kind.type);
            return (
              <MenuEntry key={kind.type} stop={stopProps(href, parent)} href={href} label={label} icon={<KindIcon label={label} />} isMini={isMini} isCurrent={isUnder(pathname, kind.type)} onNavigate={onNavigate} />
            );
          })}
          {extra.map((screen) => (
            <MenuEntry key={screen.href} stop={stopProps(screen.href, parent)} href={screen.href} label={screen.label} icon={screen.icon ?? <StatsIcon />} isMini={isMini} isCurrent={pathname === screen.href} onNavigate={onNavigate} />
          ))}
        </List>
      )}
    </Box>
  );
}

const categoryKey = (category: string) => `category:${category}`;

const sectionHrefs = (section: MenuSection, extras: Partial<Record<string, readonly ExtraEntry[]>> = {}) => [
  ...(section.category === 'stats' ? [paths.admin.stats] : []),
  ...section.kinds.map((kind) => adminPaths.resource(kind.type)),
  ...(extras[section.category] ?? []).map((screen) => screen.href),
];

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
  const hasMyOrganization = !!features.organizations && !!session.user?.actingAsOrganization && hasRole(session, 'organization_admin');
  const isDashboardDisabled = !features.validationRequests && !session.hasRoles;
  // The software statistics, for admins when the software and its statistics are on (spec, platform "Admin menu").
  // The team's calendar, for eqlaat members and admins when the calendar is on (the same, "a calendar entry for eqlaat members").
  const extras: Partial<Record<string, readonly ExtraEntry[]>> = {
    ...(session.isAdmin && features.software && features.softwareStats
      ? { software: [{ href: paths.admin.softwareStats.events, label: t('softwareStats.eventsTitle') }, { href: paths.admin.softwareStats.sessions, label: t('softwareStats.sessionsTitle') }] }
      : {}),
    ...(features.calendar && hasRole(session, 'eqlaat_member') ? { eqlaat: [{ href: paths.admin.eqlaatCalendar, label: t('eqlaatCalendar.title'), icon: <KindIcon label={t('eqlaatCalendar.title')} /> }] } : {}),
  };
  const currentSection = sections.find((section) =>
    section.category === 'stats' ? pathname === paths.admin.stats : section.kinds.some((kind) => isUnder(pathname, kind.type)) || (extras[section.category] ?? []).some((screen) => screen.href === pathname),
  );
  const [openCategories, setOpenCategories] = useState<ReadonlySet<string>>(() => new Set());
  // The category of the screen shown is open, whichever way the user came.
  const isOpen = (category: string) => isMini || openCategories.has(category) || currentSection?.category === category;
  const setOpen = (category: string, open: boolean) =>
    setOpenCategories((previous) => {
      const next = new Set(previous);
      if (open) next.add(category);
      else next.delete(category);
      return next;
    });
  const groups = { isOpen: (key: string) => isOpen(key.slice(categoryKey('').length)), setOpen: (key: string, open: boolean) => setOpen(key.slice(categoryKey('').length), open) };
  const top = [
    ...(isDashboardDisabled ? [] : [paths.admin.dashboard]),
    ...(hasAppMenuItems ? [adminPaths.resource(APP_MENU_ITEMS)] : []),
    ...(hasMyOrganization ? [MY_ORGANIZATION_PATH] : []),
    ...(hasMyOrganization && features.labs ? [MY_LAB_PATH] : []),
  ];
  const keys = [
    ...top,
    ...sections.flatMap((section) => [...(isMini ? [] : [categoryKey(section.category)]), ...(isOpen(section.category) ? sectionHrefs(section, extras) : [])]),
    paths.home,
  ];
  const current = [...top, ...sections.flatMap((section) => sectionHrefs(section, extras))].find((href) => href === pathname || (href.endsWith('/index') && isUnder(pathname, href.split('/')[3]!)));
  const { stopProps, containerProps } = useRovingFocus({ keys, preferred: current, groups });
  const entry = (href: string) => ({ isMini, onNavigate, href, stop: stopProps(href) });
  return (
    <div {...containerProps}>
      <List>
        <MenuEntry {...entry(paths.admin.dashboard)} label={t('shell.dashboard')} icon={<DashboardIcon />} isCurrent={pathname === paths.admin.dashboard} isDisabled={isDashboardDisabled} />
        {hasAppMenuItems && (
          <MenuEntry {...entry(adminPaths.resource(APP_MENU_ITEMS))} label={kindLabel(t, APP_MENU_ITEMS)} icon={<MenuTreeIcon />} isCurrent={isUnder(pathname, APP_MENU_ITEMS)} />
        )}
        {hasMyOrganization && (
          <MenuEntry {...entry(MY_ORGANIZATION_PATH)} label={t('admin.myOrganization')} icon={<KindIcon label={t('admin.myOrganization')} />} isCurrent={pathname === MY_ORGANIZATION_PATH} />
        )}
        {hasMyOrganization && features.labs && (
          <MenuEntry {...entry(MY_LAB_PATH)} label={t('admin.myLab')} icon={<KindIcon label={t('admin.myLab')} />} isCurrent={pathname === MY_LAB_PATH} />
        )}
      </List>
      {sections.map((section) => (
        <Section
          key={section.category}
          section={section}
          isMini={isMini}
          isOpen={isOpen(section.category)}
          onToggle={() => setOpen(section.category, !isOpen(section.category))}
          pathname={pathname}
          onNavigate={onNavigate}
          stopProps={stopProps}
          extra={extras[section.category]}
        />
      ))}
      <List>
        <MenuEntry {...entry(paths.home)} label={t('admin.backToSite')} icon={<HomeIcon />} isCurrent={false} />
      </List>
    </div>
  );
}
