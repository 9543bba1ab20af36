/**
 * Leaves the app for another site, replacing the current history entry (a short URL should not
 * stay in "back"). An object, so a test can watch where the app would go.
 */
export const leaveSite = {
  to(url: string) {
    window.location.replace(url);
  },
};
