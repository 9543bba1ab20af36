import { lazy, Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import { Button } from '../../components/button.tsx';
import { useMenuButton } from '../../components/use-menu-button.ts';
import { switchLocale } from '../../lib/i18n/activate-locale.ts';
import { useLocale, useTranslation } from '../../lib/i18n/i18n.ts';
import { LanguageIcon } from '../../lib/icons.tsx';
import { useRuntimeEnvironment } from '../../lib/runtime-environment.ts';
import { requestLeave } from '../../lib/ui-store.ts';
import { shownFromXl, visuallyHidden } from '../../lib/visually-hidden.ts';
import { languageName } from './language-name.ts';

const loadList = () => import('./language-menu-list.tsx');
const LanguageMenuList = lazy(() => loadList().then((m) => ({ default: m.LanguageMenuList })));

/**
 * A menu button listing the site's languages; shown only when there is a choice. `isCompact` (the
 * top bar): the language's name is shown only on the widest screens, the icon elsewhere.
 */
export function LanguageMenu({ isCompact = false }: { isCompact?: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const { locales } = useRuntimeEnvironment();
  const menu = useMenuButton(loadList);
  if (locales.length < 2) return null;
  const choose = (code: string) => {
    menu.close();
    // Leaving a form with unsaved changes asks first (spec §4: the change is deferred).
    if (code !== locale) requestLeave(() => void switchLocale(queryClient, code));
  };
  return (
    <>
      <Button
        color="inherit"
        {...menu.buttonProps}
        startIcon={<LanguageIcon aria-hidden="true" />}
        sx={isCompact ? { minWidth: 0, '& .MuiButton-startIcon': { mr: 0, '@media (min-width: 1536px)': { mr: 1 } } } : undefined}
      >
        <Box component="span" sx={visuallyHidden}>{`${t('shell.language')}:`}</Box>{' '}
        <Box component="span" lang={locale} sx={isCompact ? shownFromXl : undefined}>
          {languageName(locale)}
        </Box>
      </Button>
      {menu.wasOpened && (
        <Suspense fallback={null}>
          <LanguageMenuList {...menu.menuProps} locales={locales} current={locale} onChoose={choose} onClose={menu.close} />
        </Suspense>
      )}
    </>
  );
}
