import { describe, expect, it } from 'vitest';
import { FORM_FIELD_DATA_TYPES, FORM_FIELD_TYPES, FORM_WORKFLOW_TYPES } from '../constants/forms.ts';
import {
  canRunAgain,
  defaultDataType,
  FORM_FIELD_DATA_TYPES_BY_TYPE,
  INTERRUPTED_RUN_MINUTES,
  isDataTypeAllowed,
  isInterruptedRun,
  lightUserFormRefusal,
  matchingLightUser,
  needsCaptcha,
  workflowPriority,
  workflowsInRunOrder,
} from './forms.ts';

const now = new Date('2026-05-01T10:00:00Z');

describe('whether a light-user form takes an input', () => {
  it('takes one while online and before its expiry, or without an expiry', () => {
    expect(lightUserFormRefusal({ isOffline: false, expiresAt: '2026-05-01T10:00:01Z' }, now)).toBeNull();
    expect(lightUserFormRefusal({ isOffline: false, expiresAt: null }, now)).toBeNull();
    expect(lightUserFormRefusal({ isOffline: false }, now)).toBeNull();
  });

  it('refuses one from its expiry on, the instant itself included', () => {
    expect(lightUserFormRefusal({ isOffline: false, expiresAt: now }, now)).toBe('expired');
    expect(lightUserFormRefusal({ isOffline: false, expiresAt: '2026-04-30T10:00:00Z' }, now)).toBe('expired');
  });

  it('refuses one while offline, expired or not', () => {
    expect(lightUserFormRefusal({ isOffline: true, expiresAt: null }, now)).toBe('offline');
    expect(lightUserFormRefusal({ isOffline: true, expiresAt: '2026-04-30T10:00:00Z' }, now)).toBe('offline');
  });
});

describe('the captcha of a light-user form', () => {
  it('is asked of visitors on a protected form only', () => {
    expect(needsCaptcha({ isCaptchaProtected: true }, { isSignedIn: false })).toBe(true);
    expect(needsCaptcha({ isCaptchaProtected: true }, { isSignedIn: true })).toBe(false);
    expect(needsCaptcha({ isCaptchaProtected: false }, { isSignedIn: false })).toBe(false);
  });
});

describe('the light user an input matches', () => {
  const ana = { id: 'b', email: 'ana@example.fr', lastActionAt: '2026-04-01T00:00:00Z' };
  const anaAgain = { id: 'c', email: 'ANA@example.fr', lastActionAt: '2026-04-20T00:00:00Z' };
  const anaNever = { id: 'a', email: 'ana@example.fr', lastActionAt: null };
  const bob = { id: 'd', email: 'bob@example.fr', lastActionAt: '2026-04-30T00:00:00Z' };

  it('is the one of the same address, case and spaces aside', () => {
    expect(matchingLightUser('  Ana@Example.FR ', [bob, ana])).toBe(ana);
  });

  it('compares internationalised domains in their ASCII form', () => {
    const idn = { id: 'e', email: 'ana@xn--exmple-cua.fr', lastActionAt: null };
    expect(matchingLightUser('ana@exämple.fr', [ana, idn])).toBe(idn);
  });

  it('is, among several, the one active last, never-active ones last, then the smallest id', () => {
    expect(matchingLightUser('ana@example.fr', [anaNever, ana, anaAgain])).toBe(anaAgain);
    expect(matchingLightUser('ana@example.fr', [anaNever, { ...ana, id: 'z' }, ana])).toBe(ana);
    expect(matchingLightUser('ana@example.fr', [anaNever])).toBe(anaNever);
  });

  it('is nobody for another address, no address or one that is not an address', () => {
    expect(matchingLightUser('carla@example.fr', [ana, bob])).toBeNull();
    expect(matchingLightUser(null, [ana])).toBeNull();
    expect(matchingLightUser('not an address', [{ id: 'x', email: 'not an address' }])).toBeNull();
  });
});

describe('the data type of an advanced form’s field', () => {
  it('is none for a section, which takes no answer', () => {
    expect(defaultDataType('section')).toBe('none');
    expect(isDataTypeAllowed('section', 'string')).toBe(false);
  });

  it('defaults to the first its type allows, and refuses one the type does not store', () => {
    expect(defaultDataType('number')).toBe('integer');
    expect(isDataTypeAllowed('number', 'decimal')).toBe(true);
    expect(isDataTypeAllowed('checkbox', 'date')).toBe(false);
    expect(defaultDataType('multiple_choice')).toBe('string_list');
  });

  it('is declared for every field type, among the declared data types', () => {
    expect(Object.keys(FORM_FIELD_DATA_TYPES_BY_TYPE).sort()).toEqual([...FORM_FIELD_TYPES].sort());
    for (const types of Object.values(FORM_FIELD_DATA_TYPES_BY_TYPE)) for (const type of types) expect(FORM_FIELD_DATA_TYPES).toContain(type);
  });
});

describe('the order workflows run in', () => {
  it('gives every type its own rank', () => {
    expect(new Set(FORM_WORKFLOW_TYPES.map(workflowPriority)).size).toBe(FORM_WORKFLOW_TYPES.length);
  });

  it('makes the light user first and calls other sites last, oldest first within a type', () => {
    const hook = { workflowType: 'webhook' as const, createdAt: '2026-01-01T00:00:00Z' };
    const mail = { workflowType: 'email_notification' as const, createdAt: '2026-03-01T00:00:00Z' };
    const olderMail = { workflowType: 'email_notification' as const, createdAt: '2026-02-01T00:00:00Z' };
    const sync = { workflowType: 'light_user_sync' as const, createdAt: '2026-04-01T00:00:00Z' };
    expect(workflowsInRunOrder([hook, mail, sync, olderMail])).toEqual([sync, olderMail, mail, hook]);
  });
});

describe('a workflow run the server stopped during', () => {
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  it('is interrupted once running past the limit, not before, and only when running', () => {
    expect(isInterruptedRun({ status: 'running', updatedAt: minutesAgo(INTERRUPTED_RUN_MINUTES + 1) }, now)).toBe(true);
    expect(isInterruptedRun({ status: 'running', updatedAt: minutesAgo(INTERRUPTED_RUN_MINUTES + 1).toISOString() }, now)).toBe(true);
    expect(isInterruptedRun({ status: 'running', updatedAt: minutesAgo(INTERRUPTED_RUN_MINUTES) }, now)).toBe(false);
    expect(isInterruptedRun({ status: 'running', updatedAt: minutesAgo(1) }, now)).toBe(false);
    expect(isInterruptedRun({ status: 'pending', updatedAt: minutesAgo(60) }, now)).toBe(false);
    expect(isInterruptedRun({ status: 'running', updatedAt: null }, now)).toBe(false);
  });

  it('may be run again, as a failed run, and nothing else may', () => {
    expect(canRunAgain({ status: 'error', updatedAt: minutesAgo(0) }, now)).toBe(true);
    expect(canRunAgain({ status: 'running', updatedAt: minutesAgo(60) }, now)).toBe(true);
    expect(canRunAgain({ status: 'running', updatedAt: minutesAgo(2) }, now)).toBe(false);
    expect(canRunAgain({ status: 'success', updatedAt: minutesAgo(60) }, now)).toBe(false);
    expect(canRunAgain({ status: 'pending', updatedAt: minutesAgo(60) }, now)).toBe(false);
  });
});
