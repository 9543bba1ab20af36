import { describe, expect, it } from 'vitest';
import { statsEventsOf } from './stats.ts';

describe('statsEventsOf', () => {
  it('gives admins both events and a visitor or a member none', () => {
    expect(statsEventsOf({ isAdmin: true, roles: [] })).toEqual(['view', 'download']);
    expect(statsEventsOf(null)).toEqual([]);
    expect(statsEventsOf({ isAdmin: false, roles: ['contributor'] })).toEqual([]);
  });

  it('limits a non-admin to views only or downloads only by role', () => {
    expect(statsEventsOf({ isAdmin: false, roles: ['stats_views'] })).toEqual(['view']);
    expect(statsEventsOf({ isAdmin: false, roles: ['stats_downloads'] })).toEqual(['download']);
    expect(statsEventsOf({ isAdmin: false, roles: ['stats_downloads', 'stats_views'] })).toEqual(['view', 'download']);
  });
});
