import { useEffect, useState } from 'react';

/** Spec §9 / §3: carousel interval, and the play preference kept locally as 1 or 0. */
export const CAROUSEL_INTERVAL_MS = 6000;
const STORAGE_KEY = 'relais.heroCarousel';

function initialPlaying(): boolean {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored !== null) return stored === '1';
  } catch {
    // No storage: fall through to the motion preference.
  }
  // Nothing moves by itself for visitors who asked for less motion.
  return !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

export function useCarousel(count: number) {
  const [index, setIndex] = useState(0);
  // Paused in the first render, which the server may have drawn (no storage nor motion preference
  // there), then the visitor's own choice once in the browser.
  const [playing, setIsPlaying] = useState<boolean | null>(null);
  const isPlaying = playing ?? false;
  useEffect(() => setIsPlaying((current) => current ?? initialPlaying()), []);
  useEffect(() => {
    if (!isPlaying || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [isPlaying, count]);
  const toggle = () => {
    setIsPlaying((current) => {
      const wasPlaying = current ?? false;
      try {
        localStorage.setItem(STORAGE_KEY, wasPlaying ? '0' : '1');
      } catch {
        // The choice then lasts for this page only.
      }
      return !wasPlaying;
    });
  };
  return { index: count > 0 ? index % count : 0, isPlaying, toggle };
}
