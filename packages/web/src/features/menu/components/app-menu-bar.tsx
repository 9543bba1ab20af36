import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { SiteMenuBar } from '../../../components/site-menu/site-menu-bar.tsx';
import { useAppMenu } from '../../../lib/app-menu.ts';

/** The site menu of the top bar, from medium screens up (the mobile menu lists the same items). */
export function AppMenuBar() {
  const { t } = useTranslation();
  const { data: items = [] } = useAppMenu();
  if (items.length === 0) return null;
  return <SiteMenuBar items={items} label={t('shell.menu')} sx={{ display: { xs: 'none', md: 'flex' } }} />;
}
