import { describe, expect, it } from 'vitest';
import { fromZonedInput, toZonedInput } from './zoned-time.ts';

describe('dates and times in the user’s time zone', () => {
  it('shows an instant as the wall-clock time of the user’s zone, summer and winter', () => {
    expect(toZonedInput('2025-07-01T10:30:00Z', 'Europe/Paris')).toBe('2025-07-01T12:30');
    expect(toZonedInput('2025-01-15T10:30:00Z', 'Europe/Paris')).toBe('2025-01-15T11:30');
    expect(toZonedInput('2025-01-15T10:30:00Z', 'America/New_York')).toBe('2025-01-15T05:30');
    expect(toZonedInput(null, 'Europe/Paris')).toBe('');
  });

  it('reads what the user typed in their zone back as the same instant', () => {
    expect(fromZonedInput('2025-07-01T12:30', 'Europe/Paris')).toBe('2025-07-01T10:30:00.000Z');
    expect(fromZonedInput('2025-01-15T05:30', 'America/New_York')).toBe('2025-01-15T10:30:00.000Z');
    expect(fromZonedInput('', 'Europe/Paris')).toBeNull();
  });
});
