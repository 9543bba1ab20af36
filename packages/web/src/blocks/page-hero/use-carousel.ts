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
  const [isPlaying, setIsPlaying] = useState(initialPlaying);
  useEffect(() => {
    if (!isPlaying || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [isPlaying, count]);
  const toggle = () => {
    setIsPlaying((playing) => {
      try {
        localStorage.setItem(STORAGE_KEY, playing ? '0' : '1');
      } catch {
        // The choice then lasts for this page only.
      }
      return !playing;
    });
  };
  return { index: count > 0 ? index % count : 0, isPlaying, toggle };
}
