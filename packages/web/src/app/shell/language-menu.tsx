import { lazy, Suspense, useId, useState } from 'react';
import type { MouseEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { switchLocale } from '../../lib/i18n/activate-locale.ts';
import { useLocale } from '../../lib/i18n/i18n.ts';
import { LanguageIcon } from '../../lib/icons.tsx';
import { useRuntimeEnvironment } from '../../lib/runtime-environment.ts';
import { requestLeave } from '../../lib/ui-store.ts';
import { visuallyHidden } from '../../lib/visually-hidden.ts';
import { languageName } from './language-name.ts';

const loadList = () => import('./language-menu-list.tsx');
const LanguageMenuList = lazy(() => loadList().then((m) => ({ default: m.LanguageMenuList })));

/** A menu button listing the site's languages; shown only when there is a choice. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const { locales } = useRuntimeEnvironment();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wasOpened, setWasOpened] = useState(false);
  if (locales.length < 2) return null;
  const open = (event: MouseEvent<HTMLElement>) => {
    setWasOpened(true);
    setAnchor(event.currentTarget);
  };
  const choose = (code: string) => {
    setAnchor(null);
    // Leaving a form with unsaved changes asks first (spec §4: the change is deferred).
    if (code !== locale) requestLeave(() => void switchLocale(queryClient, code));
  };
  const preload = () => void loadList();
  return (
    <>
      <Button
        id={`${id}-button`}
        color="inherit"
        aria-haspopup="true"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? `${id}-menu` : undefined}
        onClick={open}
        onFocus={preload}
        onPointerEnter={preload}
        startIcon={<LanguageIcon aria-hidden="true" />}
      >
        <Box component="span" sx={visuallyHidden}>{`${t('shell.language')}:`}</Box> <span lang={locale}>{languageName(locale)}</span>
      </Button>
      {wasOpened && (
        <Suspense fallback={null}>
          <LanguageMenuList id={`${id}-menu`} labelledBy={`${id}-button`} anchor={anchor} locales={locales} current={locale} onChoose={choose} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
