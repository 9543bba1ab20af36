import { useSyncExternalStore } from 'react';

/**
 * The shell's own state, outside React so that the API client, the router and any screen can change
 * it (spec, platform §2 "Shell" and §4 "Loading"): pending requests, global dialogs, the toast, the
 * leave-prevention flag, the impersonation and environment banners.
 */

/** Spec §9: toasts last 3500 ms by default, 7000 ms when long, or stay until closed (-1). */
export const TOAST_DEFAULT_MS = 3500;
export const TOAST_LONG_MS = 7000;
export const TOAST_NONE = -1;
/** Spec §9: a new toast closes the current one and shows after 100 ms. */
export const TOAST_REPLACEMENT_MS = 100;

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
  /** Milliseconds, or TOAST_NONE to stay until closed. */
  duration: number;
}

export interface GenericDialog {
  title: string;
  message: string;
}

export interface UiState {
  pendingRequests: number;
  routeLoading: boolean;
  expiredSession: boolean;
  networkError: boolean;
  unexpectedError: string | null;
  /** A navigation waiting for the user to confirm leaving a form with unsaved changes. */
  leaveRequest: (() => void) | null;
  genericDialog: GenericDialog | null;
  toast: Toast | null;
  preventLeave: boolean;
  environmentUpdated: boolean;
  /** A call answered that this session must set up two-factor sign-in first (the shell goes there). */
  twoFactorEnrolmentRequired: boolean;
}

const initial: UiState = {
  pendingRequests: 0,
  // Spec §4 "Loading": true until the first route has matched (the shell layout clears it).
  routeLoading: true,
  expiredSession: false,
  networkError: false,
  unexpectedError: null,
  leaveRequest: null,
  genericDialog: null,
  toast: null,
  preventLeave: false,
  environmentUpdated: false,
  twoFactorEnrolmentRequired: false,
};

let state: UiState = initial;
const listeners = new Set<() => void>();

export function getUiState(): UiState {
  return state;
}

export function setUiState(change: Partial<UiState> | ((current: UiState) => Partial<UiState>)) {
  const next = typeof change === 'function' ? change(state) : change;
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A slice of the shell state; the component re-renders only when the slice changes. */
export function useUiState<T>(select: (current: UiState) => T): T {
  return useSyncExternalStore(subscribe, () => select(state), () => select(initial));
}

/** Back to the start (tests). */
export function resetUiState() {
  state = initial;
  toastTimer = undefined;
  for (const listener of listeners) listener();
}

export const requestStarted = () => setUiState((s) => ({ pendingRequests: s.pendingRequests + 1 }));
export const requestEnded = () => setUiState((s) => ({ pendingRequests: Math.max(0, s.pendingRequests - 1) }));

// ---- Toasts ---------------------------------------------------------------------------------

/** The user's own toast duration (accessibility settings), replacing the default one when set. */
let userToastDuration: number | null = null;
export function setUserToastDuration(duration: number | null) {
  userToastDuration = duration;
}

let toastId = 0;
let toastTimer: ReturnType<typeof setTimeout> | undefined;

export interface ToastOptions {
  severity?: ToastSeverity;
  /** `long` for messages that take longer to read; `none` stays until closed. */
  length?: 'default' | 'long' | 'none';
}

function durationOf(length: ToastOptions['length']): number {
  if (length === 'none') return TOAST_NONE;
  if (userToastDuration !== null) return userToastDuration;
  return length === 'long' ? TOAST_LONG_MS : TOAST_DEFAULT_MS;
}

/** Shows a message: one at a time, a new one replaces the current after 100 ms. */
export function toast(message: string, { severity = 'success', length = 'default' }: ToastOptions = {}) {
  const next: Toast = { id: ++toastId, message, severity, duration: durationOf(length) };
  clearTimeout(toastTimer);
  if (!state.toast) {
    setUiState({ toast: next });
    return;
  }
  setUiState({ toast: null });
  toastTimer = setTimeout(() => setUiState({ toast: next }), TOAST_REPLACEMENT_MS);
}

export const closeToast = (id: number) => setUiState((s) => (s.toast?.id === id ? { toast: null } : {}));

// ---- Leaving a form with unsaved changes ----------------------------------------------------

export const setPreventLeave = (preventLeave: boolean) => {
  if (state.preventLeave !== preventLeave) setUiState({ preventLeave });
};

/**
 * Runs `go` now, or, when leaving is prevented, once the user confirms in the prevent-leave dialog
 * (which then clears the flag). Links, menus and the language menu navigate through it.
 */
export function requestLeave(go: () => void) {
  if (!state.preventLeave) {
    go();
    return;
  }
  setUiState({ leaveRequest: go });
}

export function confirmLeave() {
  const go = state.leaveRequest;
  setUiState({ leaveRequest: null, preventLeave: false });
  go?.();
}

export const cancelLeave = () => setUiState({ leaveRequest: null });

// ---- Global dialogs -------------------------------------------------------------------------

export const showExpiredSession = () => setUiState({ expiredSession: true });
/** No answer at all: the network dialog, and the pending requests are forgotten (spec §8). */
export const showNetworkError = () => setUiState({ networkError: true, pendingRequests: 0 });
/** Unless one is already shown (spec §8). */
export const showUnexpectedError = (detail: string) => setUiState((s) => (s.unexpectedError === null ? { unexpectedError: detail } : {}));
export const showGenericDialog = (dialog: GenericDialog) => setUiState({ genericDialog: dialog });
export const markEnvironmentUpdated = () => setUiState({ environmentUpdated: true });

export function requireTwoFactorEnrolment() {
  if (!state.twoFactorEnrolmentRequired) setUiState({ twoFactorEnrolmentRequired: true });
}
