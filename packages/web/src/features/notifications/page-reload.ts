/**
 * Loads the app again at a notification's link (or where it is, without one): a full load, even
 * when the link is the page shown or differs from it only by its anchor, where assigning the address
 * would only scroll. An object, so a test can watch where the app would go.
 */
export const pageReload = {
  to(url: string | null) {
    const here = window.location;
    const target = url ? new URL(url, here.href) : new URL(here.href);
    if (target.origin === here.origin && target.pathname === here.pathname && target.search === here.search) {
      if (target.hash !== here.hash) window.history.replaceState(window.history.state, '', target.href);
      here.reload();
      return;
    }
    here.assign(target.href);
  },
};
