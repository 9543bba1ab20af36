import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelLeave, confirmLeave, getUiState, requestLeave, resetUiState, setPreventLeave, setUserToastDuration, showUnexpectedError, toast } from './ui-store.ts';

describe('the shell state', () => {
  beforeEach(() => {
    resetUiState();
    setUserToastDuration(null);
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('starts with the route-loading flag set, until the first route matches', () => {
    expect(getUiState().routeLoading).toBe(true);
  });

  it('shows one toast at a time: a new one replaces the current after 100 ms', () => {
    toast('first');
    expect(getUiState().toast?.message).toBe('first');
    toast('second');
    expect(getUiState().toast).toBeNull();
    vi.advanceTimersByTime(99);
    expect(getUiState().toast).toBeNull();
    vi.advanceTimersByTime(1);
    expect(getUiState().toast?.message).toBe('second');
  });

  it('gives toasts 3500 ms, 7000 ms when long, none when asked, or the user’s own duration', () => {
    toast('a');
    expect(getUiState().toast?.duration).toBe(3500);
    resetUiState();
    toast('b', { length: 'long' });
    expect(getUiState().toast?.duration).toBe(7000);
    resetUiState();
    toast('c', { length: 'none' });
    expect(getUiState().toast?.duration).toBe(-1);
    resetUiState();
    setUserToastDuration(7000);
    toast('d');
    expect(getUiState().toast?.duration).toBe(7000);
  });

  it('navigates at once, or after confirmation when leaving is prevented', () => {
    const go = vi.fn();
    requestLeave(go);
    expect(go).toHaveBeenCalledTimes(1);
    setPreventLeave(true);
    requestLeave(go);
    expect(go).toHaveBeenCalledTimes(1);
    cancelLeave();
    expect(getUiState().preventLeave).toBe(true);
    requestLeave(go);
    confirmLeave();
    expect(go).toHaveBeenCalledTimes(2);
    expect(getUiState().preventLeave).toBe(false);
  });

  it('keeps the first unexpected error while its dialog is shown', () => {
    showUnexpectedError('one');
    showUnexpectedError('two');
    expect(getUiState().unexpectedError).toBe('one');
  });
});
