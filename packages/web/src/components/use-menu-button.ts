import { useId, useState } from 'react';
import type { MouseEvent } from 'react';

/**
 * A button opening a menu whose code loads on first use (started on hover or focus): its state
 * and the ARIA wiring of the button and the menu.
 */
export function useMenuButton(preload: () => unknown) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wasOpened, setWasOpened] = useState(false);
  const warm = () => void preload();
  return {
    anchor,
    /** Mount the lazy menu from the first opening on, so that it keeps its closing transition. */
    wasOpened,
    close: () => setAnchor(null),
    buttonProps: {
      id: `${id}-button`,
      'aria-haspopup': 'true' as const,
      'aria-expanded': anchor !== null,
      'aria-controls': anchor ? `${id}-menu` : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => {
        setWasOpened(true);
        setAnchor(event.currentTarget);
      },
      onFocus: warm,
      onPointerEnter: warm,
    },
    menuProps: { id: `${id}-menu`, labelledBy: `${id}-button`, anchor },
  };
}
