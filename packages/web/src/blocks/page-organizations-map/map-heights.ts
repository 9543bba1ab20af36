/** The map's height on a phone and from a medium screen up (its `height` prop): its placeholder and the map hold the same. */
export const mapHeights = (height: unknown) => {
  const md = typeof height === 'number' ? Math.min(Math.max(200, height), 900) : 480;
  return { xs: Math.round((md * 2) / 3), md };
};
