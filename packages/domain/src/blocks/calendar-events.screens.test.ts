import { describe, expect, it } from 'vitest';
import { BLOCK_DECLARATIONS } from './index.ts';
import { calendarStateOf, utcToday } from './calendar-events.screens.ts';
import { blockScreenOf } from './block-screens.ts';
import { screenReads } from './screens.ts';

const props = BLOCK_DECLARATIONS.pageCalendar.props.parse({});
const main = (query: Record<string, string>) => screenReads(blockScreenOf('pageCalendar', 'main'), { props, params: {}, query });
const between = (url: string | undefined) => decodeURIComponent(/filter\[between\]=([^&]*)/.exec(url ?? '')?.[1] ?? '');

describe('the calendar block’s screens', () => {
  it('opens on its default view and today (UTC), and keeps only a real view, day and page from the address', () => {
    expect(calendarStateOf(props, {}, '2026-11-28')).toEqual({ view: 'month', day: '2026-11-28', page: 1 });
    expect(calendarStateOf({ defaultView: 'list' }, { view: 'week', date: '2027-01-05', page: '3' }, '2026-11-28')).toEqual({ view: 'week', day: '2027-01-05', page: 3 });
    expect(calendarStateOf(props, { view: 'year', date: '2026-02-30', page: '-2' }, '2026-11-28')).toEqual({ view: 'month', day: '2026-11-28', page: 1 });
    expect(utcToday(new Date('2026-11-30T23:30:00Z'))).toBe('2026-11-30');
  });

  it('reads a month’s events from a week before it to a week after, in any zone, soonest first', () => {
    const { events } = main({ view: 'month', date: '2026-11-28' });
    expect(between(events)).toBe('2026-10-24T00:00:00Z,2026-12-09T00:00:00Z');
    expect(events).toContain('sort=startAt');
    expect(events).toContain('page[size]=100');
    expect(events).not.toContain('description');
  });

  it('reads a week’s events around its day, and the list’s from its day on, a page at a time', () => {
    expect(between(main({ view: 'week', date: '2026-11-28' }).events)).toBe('2026-11-21T00:00:00Z,2026-12-06T00:00:00Z');
    const list = main({ view: 'list', date: '2026-11-28', page: '2' }).events;
    expect(between(list)).toBe('2026-11-28T00:00:00Z,');
    expect(list).toContain('page[size]=10&page[number]=2');
  });

  it('reads one event by its id at /:id, as the screen’s record', () => {
    const screen = blockScreenOf('pageCalendar', '/:id');
    expect(screenReads(screen, { props, params: { id: 'a b' }, query: {} })).toEqual({ event: '/api/v1/calendar-events/a%20b' });
    expect(screen?.record).toBe('event');
  });

  it('checks its props: a known view, at most 24 events a page', () => {
    expect(BLOCK_DECLARATIONS.pageCalendar.props.safeParse({ defaultView: 'year' }).success).toBe(false);
    expect(BLOCK_DECLARATIONS.pageCalendar.props.safeParse({ perPage: 25 }).success).toBe(false);
    expect(BLOCK_DECLARATIONS.pageCalendar.props.parse({ defaultView: 'list' })).toMatchObject({ title: '', defaultView: 'list', perPage: 10 });
  });
});
