import { useTranslation } from '../../lib/i18n/i18n.ts';
import { lazy, Suspense } from 'react';
import type { ChangeEvent } from 'react';
import { Controller } from 'react-hook-form';
import type { Control, FieldValues, Path } from 'react-hook-form';
import Box from '@mui/material/Box';
import { LOCALES } from '@relais/domain';
import { LightSelect } from '../../components/light-text-field.tsx';

// The rich-text editor (Tiptap) comes with the first form opened, never with the thread a visitor reads.
const RichTextInput = lazy(() => import('../../components/resources/rich-text-input.tsx').then((m) => ({ default: m.RichTextInput })));

/** A language's own name ("Français"), for the message's language choice. */
const nativeName = (code: string) => {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return code;
  }
};

/**
 * A message's fields in a form: its text in the rich-text editor (headings, lists, links, which the
 * server sanitises) and the language it is written in when it is not the page's, so screen readers
 * read it with the right voice (`lang` on the message).
 */
export function MessageFields<T extends FieldValues>({ control, label, autoFocus = false }: { control: Control<T>; label: string; autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Box sx={{ mt: 2, mb: 1 }}>
        <Suspense fallback={<Box sx={{ minHeight: 200 }} />}>
          <Controller
            control={control}
            name={'content' as Path<T>}
            render={({ field: input, fieldState }) => (
              <RichTextInput
                label={label}
                value={input.value as string}
                onChange={input.onChange}
                onBlur={input.onBlur}
                inputRef={input.ref}
                autoFocus={autoFocus}
                error={fieldState.error?.message}
                helperText={fieldState.error?.message ?? t('forum.contentHelp')}
              />
            )}
          />
        </Suspense>
      </Box>
      <Controller
        control={control}
        name={'lang' as Path<T>}
        render={({ field: input, fieldState }) => (
          <LightSelect
            label={t('forum.fieldLang')}
            name={input.name}
            ref={input.ref}
            value={input.value as string}
            onBlur={input.onBlur}
            onChange={(event: ChangeEvent<HTMLSelectElement>) => input.onChange(event.target.value)}
            error={fieldState.error?.message}
            help={t('forum.fieldLangHelp')}
            sx={{ my: 1, maxWidth: 360 }}
          >
            <option value="">{t('forum.langOfPage')}</option>
            {LOCALES.map((code) => (
              <option key={code} value={code} lang={code}>
                {nativeName(code)}
              </option>
            ))}
          </LightSelect>
        )}
      />
    </>
  );
}
