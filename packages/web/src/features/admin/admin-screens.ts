/**
 * The admin area's screens, one chunk loaded on the first visit to the admin area: the public
 * bundle then lists one file to preload for all of them, not the dependencies of each (the home
 * page's budget has no room for those lists).
 */
export { AdminDashboardRoute } from './routes/admin-dashboard-route.tsx';
export { ResourceRoute } from './resources/resource-route.tsx';
export { AdminStatsRoute } from './routes/admin-stats-route.tsx';
export { SoftwareEventsRoute, SoftwareSessionsRoute } from './routes/software-stats-route.tsx';
