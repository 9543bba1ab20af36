import type * as Banners from './banners.tsx';

type BannersModule = typeof Banners;

let loaded: BannersModule | null = null;

/**
 * The banners' code, loaded when one shows. A document the server drew with a banner loads it
 * before hydrating (boot-first-screen.ts): the drawn button answers the first click instead of
 * waiting, unhydrated, for its chunk.
 */
export const loadBanners = () => import('./banners.tsx').then((module) => (loaded = module));

/** The banners' module once loaded, else null (the shell then renders them lazily). */
export const loadedBanners = () => loaded;
