import { describe, expect, it } from 'vitest';
import { calendarFile, DEFAULT_EVENT_MINUTES, foldLine, icsDateTime, icsText } from './calendar-file.ts';

const unfold = (file: string) => file.replace(/\r\n /g, '');

describe('calendar files (RFC 5545)', () => {
  const event = {
    uid: 'calendar-events-42@relais.example',
    title: 'Atelier : suivi du regard, niveau 1; salle B',
    description: '<p>Bring your <strong>tablet</strong>.</p><p>Coffee &amp; tea.</p>',
    location: 'Lyon, 1 rue Haute',
    url: 'https://relais.example/calendar/42?from=ics',
    startAt: new Date('2026-12-03T09:30:00Z'),
    endAt: new Date('2026-12-03T12:00:00Z'),
    updatedAt: new Date('2026-11-20T08:00:00Z'),
  };

  it('writes a calendar with one VEVENT per event, UTC times, CRLF line ends', () => {
    const file = calendarFile([event], { productId: '-//Relais//Calendar//EN', now: new Date('2026-11-28T10:00:00Z') });
    expect(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Relais//Calendar//EN\r\n')).toBe(true);
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(file).split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VEVENT',
        'UID:calendar-events-42@relais.example',
        'DTSTAMP:20261128T100000Z',
        'DTSTART:20261203T093000Z',
        'DTEND:20261203T120000Z',
        'SUMMARY:Atelier : suivi du regard\\, niveau 1\\; salle B',
        'DESCRIPTION:Bring your tablet. Coffee & tea.',
        'LOCATION:Lyon\\, 1 rue Haute',
        'URL:https://relais.example/calendar/42?from=ics',
        'LAST-MODIFIED:20261120T080000Z',
        'END:VEVENT',
      ]),
    );
  });

  it('gives an event without an end (or ending before it starts) the default length', () => {
    for (const endAt of [null, new Date('2026-12-03T08:00:00Z')]) {
      const file = unfold(calendarFile([{ ...event, endAt }], { productId: 'x' }));
      expect(file).toContain(`DTEND:${icsDateTime(new Date(event.startAt.getTime() + DEFAULT_EVENT_MINUTES * 60_000))}`);
    }
  });

  it('leaves out what an event does not have', () => {
    const file = calendarFile([{ uid: 'a', title: 'Plain', startAt: event.startAt }], { productId: 'x' });
    expect(file).not.toMatch(/DESCRIPTION|LOCATION|URL|LAST-MODIFIED/);
  });

  it('escapes text values', () => {
    expect(icsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds lines at 75 octets without cutting a character', () => {
    const line = `SUMMARY:${'é'.repeat(80)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const [i, part] of parts.entries()) {
      expect([...part].reduce((octets, c) => octets + (c.codePointAt(0)! < 0x80 ? 1 : 2), 0)).toBeLessThanOrEqual(75);
      if (i) expect(part.startsWith(' ')).toBe(true);
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:1')).toBe('SHORT:1');
  });

  it('writes an invitation: METHOD:REQUEST, its revision, who invites and who is invited', () => {
    const file = calendarFile(
      [{ ...event, sequence: 2, organizer: { email: 'team@relais.example', name: 'Relais "team"' }, attendees: [{ email: 'ana@example.org', name: 'Ana Lima' }, { email: 'bo@example.org' }] }],
      { productId: '-//Relais//Accompaniment//EN', method: 'REQUEST', now: new Date('2026-11-28T10:00:00Z') },
    );
    const lines = unfold(file).split('\r\n');
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).not.toContain('METHOD:PUBLISH');
    expect(lines).toEqual(
      expect.arrayContaining([
        'SEQUENCE:2',
        'ORGANIZER;CN="Relais team":mailto:team@relais.example',
        'ATTENDEE;CN="Ana Lima";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:ana@example.org',
        'ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:bo@example.org',
      ]),
    );
  });
});
