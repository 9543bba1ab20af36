import { lazy, Suspense, useId, useState } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { Button } from '../button.tsx';
import { ExpandMoreIcon } from '../../lib/icons.tsx';
import type { AppMenuItem } from '../../lib/app-menu.ts';
import { InLanguageText } from '../in-language.tsx';

const loadDropdownMenu = () => import('./dropdown-menu.tsx');
const DropdownMenu = lazy(() => loadDropdownMenu().then((m) => ({ default: m.DropdownMenu })));

/**
 * A menu item with children: a button opening a menu of links (ARIA menu button pattern). Enter,
 * Space, Down and Up open it; arrows, Home and End move; Escape closes it and focus returns to the
 * button; Tab closes it and moves on. The menu's code loads when the button is approached.
 */
export function MenuDropdown({ item }: { item: AppMenuItem }) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wasOpened, setWasOpened] = useState(false);
  const isOpen = anchor !== null;
  const open = (event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>) => {
    setWasOpened(true);
    setAnchor(event.currentTarget);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event);
    }
  };
  const preload = () => void loadDropdownMenu();
  return (
    <>
      <Button
        id={`${id}-button`}
        color="inherit"
        aria-haspopup="true"
        aria-expanded={isOpen}
        aria-controls={isOpen ? `${id}-menu` : undefined}
        onClick={open}
        onKeyDown={onKeyDown}
        onFocus={preload}
        onPointerEnter={preload}
        endIcon={<ExpandMoreIcon />}
      >
        <InLanguageText locale={item.locale}>{item.name}</InLanguageText>
      </Button>
      {wasOpened && (
        <Suspense fallback={null}>
          <DropdownMenu id={`${id}-menu`} labelledBy={`${id}-button`} anchor={anchor} items={item.children} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
