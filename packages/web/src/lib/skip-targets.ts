import { useEffect, useSyncExternalStore } from 'react';

/**
 * The places a skip link may lead to besides the main content: the back office's menu, its grid,
 * the record on screen. A screen names the ones it draws while it is shown, so the shell offers a
 * skip link only to a place that exists.
 */
export type SkipTarget = 'menu' | 'grid' | 'record';

/** In the order the skip links are offered. */
const ORDER: readonly SkipTarget[] = ['menu', 'grid', 'record'];

export const skipTargetId = (target: SkipTarget) => `skip-target-${target}`;

const counts = new Map<SkipTarget, number>();
const listeners = new Set<() => void>();
let shown: readonly SkipTarget[] = [];

function change(target: SkipTarget, delta: number) {
  counts.set(target, (counts.get(target) ?? 0) + delta);
  shown = ORDER.filter((name) => (counts.get(name) ?? 0) > 0);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * Offers a skip link to the target while the calling component is shown (and `isShown`); its
 * element carries `skipTargetId(target)`.
 */
export function useSkipTarget(target: SkipTarget, isShown = true) {
  useEffect(() => {
    if (!isShown) return;
    change(target, 1);
    return () => change(target, -1);
  }, [target, isShown]);
}

/** The targets on screen now, in the order their links are offered. */
export const useSkipTargets = () => useSyncExternalStore(subscribe, () => shown, () => shown);

/**
 * Where a skip link puts the focus: an element that takes focus itself (`tabindex` set), else the
 * current tab stop of the widget in it (the menu's roving entry, the grid's header or cell), so the
 * next keys act inside it.
 */
export function focusSkipTarget(element: HTMLElement) {
  const stop = element.hasAttribute('tabindex')
    ? element
    : (element.querySelector<HTMLElement>('[data-roving-stop][tabindex="0"], [role="grid"] [tabindex="0"]') ?? element.querySelector<HTMLElement>('[tabindex="0"]'));
  (stop ?? element).focus();
  element.scrollIntoView?.({ block: 'nearest' });
}
