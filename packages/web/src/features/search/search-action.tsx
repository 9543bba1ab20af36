import { lazy, Suspense, useCallback, useState } from 'react';
import { createSvgIcon } from '@mui/material/utils';
import { IconButton } from '../../components/icon-button.tsx';
import { useTranslation } from '../../lib/i18n/i18n.ts';

const SearchIcon = createSvgIcon(
  <path d="M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14" />,
  'Search',
);

// The dialog's code comes with the first opening: a page that is only read never carries it.
const SearchDialog = lazy(() => import('./search-dialog.tsx').then((m) => ({ default: m.SearchDialog })));

/** The top bar's search button (spec: "global search dialog (feature flag)"); the dialog opens over the page. */
export function SearchAction() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const close = useCallback(() => setIsOpen(false), []);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('search.open')}
        aria-haspopup="dialog"
        onClick={() => {
          setWasOpened(true);
          setIsOpen(true);
        }}
      >
        <SearchIcon />
      </IconButton>
      {wasOpened && (
        <Suspense fallback={null}>
          <SearchDialog isOpen={isOpen} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
