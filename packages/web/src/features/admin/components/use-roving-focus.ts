import { useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';

/**
 * One Tab stop for a whole menu (the WAI-ARIA roving tabindex): the arrows move between its entries,
 * Home and End go to the ends, a letter to the next entry starting with it, Right opens a closed
 * group (or enters an open one) and Left closes it (or goes up to it), so any entry is a few keys
 * away instead of one Tab per entry. Stops are the container's `[data-roving-stop]` elements, in
 * document order; a group's children carry `data-roving-parent` with the group's key.
 */
export interface RovingGroups {
  isOpen: (key: string) => boolean;
  setOpen: (key: string, isOpen: boolean) => void;
}

const stopsIn = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-roving-stop]')];

export function useRovingFocus({ keys, preferred, groups }: { keys: readonly string[]; preferred: string | undefined; groups: RovingGroups }) {
  const [active, setActive] = useState<string | null>(null);
  const current = active !== null && keys.includes(active) ? active : preferred !== undefined && keys.includes(preferred) ? preferred : keys[0];

  const stopProps = (key: string, parent?: string) => ({
    'data-roving-stop': key,
    'data-roving-parent': parent,
    tabIndex: key === current ? 0 : -1,
  });

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const key = event.target.getAttribute('data-roving-stop');
    if (key !== null) setActive(key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const stops = stopsIn(event.currentTarget);
    const here = stops.findIndex((stop) => stop === document.activeElement);
    if (here < 0) return;
    const key = stops[here]!.getAttribute('data-roving-stop')!;
    const parent = stops[here]!.getAttribute('data-roving-parent');
    const isGroup = stops[here]!.hasAttribute('aria-expanded');
    let next: HTMLElement | undefined;
    if (event.key === 'ArrowDown') next = stops[here + 1];
    else if (event.key === 'ArrowUp') next = stops[here - 1];
    else if (event.key === 'Home') next = stops[0];
    else if (event.key === 'End') next = stops.at(-1);
    else if (event.key === 'ArrowRight' && isGroup) {
      if (groups.isOpen(key)) next = stops[here + 1];
      else groups.setOpen(key, true);
    } else if (event.key === 'ArrowLeft') {
      if (isGroup && groups.isOpen(key)) groups.setOpen(key, false);
      else if (parent) next = stops.find((stop) => stop.getAttribute('data-roving-stop') === parent);
    } else if (event.key.length === 1 && /\S/.test(event.key)) {
      const letter = event.key.toLocaleLowerCase();
      const after = [...stops.slice(here + 1), ...stops.slice(0, here)];
      // A kind's letter icon is its name's first letter: the text starts with that letter either way.
      next = after.find((stop) => (stop.textContent ?? '').trim().toLocaleLowerCase().startsWith(letter));
    } else return;
    event.preventDefault();
    next?.focus();
  };

  return { stopProps, containerProps: { onKeyDown, onFocus } };
}
