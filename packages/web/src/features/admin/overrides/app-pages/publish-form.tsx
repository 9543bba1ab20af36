import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { useId } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { isLocale, LOCALE_NAMES } from '@relais/domain';
import { useRuntimeEnvironment } from '../../../../lib/runtime-environment.ts';
import type { ActionFormProps } from '../types.ts';

/** The languages chosen in the publish question; `null` until the editor changes them: every language. */
export type PublishChoice = { all: readonly string[]; chosen: readonly string[] } | null;

export const isWholeDraft = (choice: PublishChoice) => choice === null || choice.all.every((locale) => choice.chosen.includes(locale));
export const isPublishable = (choice: unknown) => choice === null || (choice as Exclude<PublishChoice, null>).chosen.length > 0;

const nameOf = (code: string) => (isLocale(code) ? LOCALE_NAMES[code] : code);

/** One checkbox per language of the site, all ticked at first; those published already are said so. */
export function PublishForm({ record, value, onChange }: ActionFormProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const all = useRuntimeEnvironment().locales;
  const chosen = (value as PublishChoice)?.chosen ?? all;
  const published = Array.isArray(record.publishedLocales) ? (record.publishedLocales as string[]) : [];
  const toggle = (locale: string, isChecked: boolean) =>
    onChange({ all, chosen: isChecked ? all.filter((code) => code === locale || chosen.includes(code)) : chosen.filter((code) => code !== locale) } satisfies PublishChoice);
  return (
    <FormControl component="fieldset" variant="standard" sx={{ mt: 2 }} error={chosen.length === 0} aria-describedby={hintId}>
      <FormLabel component="legend">{t('admin.publishLanguages')}</FormLabel>
      <FormGroup>
        {all.map((locale) => (
          <FormControlLabel
            key={locale}
            control={<Checkbox checked={chosen.includes(locale)} onChange={(event) => toggle(locale, event.target.checked)} />}
            label={
              <>
                <span lang={locale}>{nameOf(locale)}</span>
                {published.includes(locale) && ` ${t('admin.alreadyPublished')}`}
              </>
            }
          />
        ))}
      </FormGroup>
      <FormHelperText id={hintId}>{chosen.length === 0 ? t('admin.publishNoLanguage') : t('admin.publishLanguagesHint')}</FormHelperText>
    </FormControl>
  );
}
