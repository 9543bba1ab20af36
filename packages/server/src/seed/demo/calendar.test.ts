import { describe, expect, it } from 'vitest';
import { BLOCK_DECLARATIONS } from '@relais/domain';
import { calendarPage, DEMO_CALENDAR_EVENTS } from './calendar.ts';
import { DEMO_PAGES } from './index.ts';
import { demoMenu } from './menu.ts';

describe('the demo calendar', () => {
  it('puts the calendar block on /calendar, valid in both languages, linked from the main menu', () => {
    expect(DEMO_PAGES).toContain(calendarPage);
    const [block] = calendarPage.components;
    expect(block?.name).toBe('pageCalendar');
    for (const props of [block!.props.en, block!.props.fr]) expect(BLOCK_DECLARATIONS.pageCalendar.props.safeParse(props).success).toBe(true);
    expect(demoMenu.some((item) => item.pagePath === '/calendar')).toBe(true);
  });

  it('has at least 10 events in English and French, past ones, this month’s and the next months’', () => {
    expect(DEMO_CALENDAR_EVENTS.length).toBeGreaterThanOrEqual(10);
    for (const event of DEMO_CALENDAR_EVENTS) for (const text of [event.title, event.description]) expect(text.en && text.fr).toBeTruthy();
    const days = DEMO_CALENDAR_EVENTS.map((event) => event.inDays);
    expect(days.filter((day) => day < 0).length).toBeGreaterThanOrEqual(2);
    expect(days.filter((day) => day >= 0 && day <= 7).length).toBeGreaterThanOrEqual(2);
    expect(days.filter((day) => day > 35).length).toBeGreaterThanOrEqual(2);
    expect(DEMO_CALENDAR_EVENTS.some((event) => event.hours > 24)).toBe(true);
  });
});
