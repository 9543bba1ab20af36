import { useTranslation } from '../lib/i18n/i18n.ts';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Container } from './container.tsx';

/** The name of `code` in the interface language ("engelsk" for English in Danish). */
function languageNameIn(interfaceLocale: string, code: string): string {
  try {
    return new Intl.DisplayNames([interfaceLocale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A short text served in `locale` (a menu entry's name, a record's value): marked with `lang` when
 * that is not the interface language, so a screen reader reads it in its own language; with
 * `isMarked`, followed by the visible marker in the interface language. Menus, options and grid
 * cells go without the marker (one per entry would be noise); a record's screen shows it.
 */
export function InLanguageText({ locale, isMarked = false, children }: { locale: string | null | undefined; isMarked?: boolean; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const interfaceLocale = i18n.language;
  if (!locale || locale === interfaceLocale) return <>{children}</>;
  return (
    <>
      <span lang={locale}>{children}</span>
      {isMarked && (
        <>
          {' '}
          <Box component="span" lang={interfaceLocale} sx={{ color: 'text.secondary', fontStyle: 'italic', fontSize: '0.875rem' }} data-testid="fallback-language">
            ({t('blocks.fallbackLanguage', { language: languageNameIn(interfaceLocale, locale) })})
          </Box>
        </>
      )}
    </>
  );
}

/**
 * Content served in `locale`: as it is when that is the interface language (or unknown); otherwise
 * inside an element saying its language, so a screen reader reads English as English in the Danish
 * interface, under a visible marker, in the interface language, saying it is not translated yet.
 */
export function InLanguage({ locale, children }: { locale: string | null | undefined; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const interfaceLocale = i18n.language;
  if (!locale || locale === interfaceLocale) return <>{children}</>;
  return (
    <Box lang={locale}>
      <Container maxWidth="lg">
        <Typography lang={interfaceLocale} variant="body2" sx={{ pt: 1, color: 'text.secondary', fontStyle: 'italic' }} data-testid="fallback-language">
          {t('blocks.fallbackLanguage', { language: languageNameIn(interfaceLocale, locale) })}
        </Typography>
      </Container>
      {children}
    </Box>
  );
}
