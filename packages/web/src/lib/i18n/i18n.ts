import { useMemo, useSyncExternalStore } from 'react';
import { FALLBACK_LOCALE } from '@relais/domain';
import { Translator } from './translator.ts';
import type { Messages as MessageTree, TFunction } from './translator.ts';

export type { TFunction, TranslateOptions } from './translator.ts';

/**
 * The only messages written in code: those needed before (or instead of) the server's language
 * lines, i.e. while booting or when boot fails. Every other message comes from `web-language-lines`.
 */
export const BOOT_MESSAGES = {
  boot: {
    loading: 'Loading…',
    failedTitle: 'The application could not start',
    failedDetail: 'The server did not answer. Check your connection, then try again.',
    retry: 'Try again',
  },
};

export const i18n = new Translator({ language: FALLBACK_LOCALE, fallback: FALLBACK_LOCALE, messages: BOOT_MESSAGES });

export type Messages = MessageTree;

export async function applyMessages(locale: string, messages: Messages) {
  i18n.addResourceBundle(locale, 'translation', messages);
  await i18n.changeLanguage(locale);
}

/**
 * The messages in the current language, `t` new with each change of language or messages, so that
 * the screens using it re-render (the shape react-i18next gave).
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const version = useSyncExternalStore(i18n.subscribe, () => i18n.version, () => i18n.version);
  // A new function per version is the point: memoised screens depend on `t`.
  const t = useMemo<TFunction>(() => (key, options) => i18n.t(key, options), [version]);
  return { t, i18n };
}

/** The current interface language; components re-render when it changes. */
export function useLocale(): string {
  return useTranslation().i18n.language;
}
