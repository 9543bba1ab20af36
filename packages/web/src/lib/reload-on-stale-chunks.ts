const KEY = 'relais.chunkReloadAt';
const MIN_INTERVAL_MS = 10_000;

/**
 * After a deployment, a tab opened before it asks for chunks that no longer exist: reload once to
 * get the new build (spec §8, "script chunk fails to load"). Not more than once in ten seconds, so
 * that a chunk that is really missing cannot cause a reload loop.
 */
export function reloadOnStaleChunks() {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(KEY) ?? 0);
    if (Date.now() - last < MIN_INTERVAL_MS) return;
    event.preventDefault();
    sessionStorage.setItem(KEY, String(Date.now()));
    window.location.reload();
  });
}
