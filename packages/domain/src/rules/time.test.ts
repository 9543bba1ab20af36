import { describe, expect, it } from 'vitest';
import { durationInHours, durationInMinutes, formatDuration, padTwo } from './time.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe('time helpers', () => {
  it('round minutes up', () => {
    expect(durationInMinutes(0)).toBe(0);
    expect(durationInMinutes(60 * SECOND)).toBe(1);
    expect(durationInMinutes(61 * SECOND)).toBe(2);
    expect(durationInMinutes(1)).toBe(1);
  });

  it('round hours up', () => {
    expect(durationInHours(HOUR)).toBe(1);
    expect(durationInHours(HOUR + MINUTE)).toBe(2);
    expect(durationInHours(90 * MINUTE)).toBe(2);
  });

  it('pad minutes and seconds to two digits', () => {
    expect(padTwo(5)).toBe('05');
    expect(padTwo(0)).toBe('00');
    expect(padTwo(42)).toBe('42');
    expect(formatDuration(5 * MINUTE + 9 * SECOND)).toBe('05:09');
    expect(formatDuration(HOUR + 5 * MINUTE + 9 * SECOND)).toBe('1:05:09');
    expect(formatDuration(26 * HOUR)).toBe('26:00:00');
    expect(formatDuration(999)).toBe('00:00');
    expect(formatDuration(-5 * SECOND)).toBe('00:00');
  });
});
