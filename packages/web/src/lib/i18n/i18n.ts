import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { FALLBACK_LOCALE } from '@relais/domain';

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

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: FALLBACK_LOCALE,
  fallbackLng: FALLBACK_LOCALE,
  resources: { [FALLBACK_LOCALE]: { translation: BOOT_MESSAGES } },
  interpolation: { escapeValue: false }, // React escapes.
  initAsync: false,
  returnNull: false,
});

export type Messages = Record<string, Record<string, string>>;

export async function applyMessages(locale: string, messages: Messages) {
  i18n.addResourceBundle(locale, 'translation', messages, true, true);
  await i18n.changeLanguage(locale);
}

/** The current interface language; components re-render when it changes. */
export function useLocale(): string {
  return useTranslation().i18n.language;
}
