import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { CONSENT_COOKIE, getConsent, hasUndecidedCookies, readConsent, setConsent, setConsents, useConsent } from './consent.ts';

afterEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
});

describe('cookie consent', () => {
  it('has no decision until the visitor makes one', () => {
    expect(getConsent('youtube')).toBeUndefined();
  });

  it('keeps each provider’s decision as JSON in the cookies_consent cookie', () => {
    setConsent('youtube', true);
    setConsent('vimeo', false);
    expect(readConsent()).toEqual({ youtube: true, vimeo: false });
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=${encodeURIComponent('{"youtube":true,"vimeo":false}')}`);
  });

  it('reads a cookie it cannot understand as no decision', () => {
    document.cookie = `${CONSENT_COOKIE}=not-json; Path=/`;
    expect(readConsent()).toEqual({});
    document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent('{"youtube":"yes","vimeo":true}')}; Path=/`;
    expect(readConsent()).toEqual({ vimeo: true });
  });

  it('re-renders the components that read a decision when it changes', () => {
    const { result } = renderHook(() => useConsent('vimeo'));
    expect(result.current).toBe(false);
    act(() => setConsent('vimeo', true));
    expect(result.current).toBe(true);
  });

  it('counts a configurable cookie without a decision as undecided', () => {
    expect(hasUndecidedCookies()).toBe(true);
    setConsents({ youtube: false });
    expect(hasUndecidedCookies()).toBe(true);
    setConsents({ vimeo: true });
    expect(hasUndecidedCookies()).toBe(false);
  });

  it('re-renders readers only when a decision actually changes', () => {
    setConsents({ youtube: true, vimeo: false });
    let renders = 0;
    renderHook(() => {
      renders++;
      return useConsent('youtube');
    });
    const before = renders;
    act(() => setConsents({ youtube: true }));
    expect(renders).toBe(before);
    act(() => setConsents({ youtube: false }));
    expect(renders).toBe(before + 1);
  });
});
