import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import TextField from '@mui/material/TextField';
import { LOCALE_NAMES, isLocale } from '@relais/domain';
import { broadcast } from '../../../lib/cross-tab.ts';
import { useLocale, useTranslation } from '../../../lib/i18n/i18n.ts';
import { browserTimezone, storeLocale } from '../../../lib/locale.ts';
import { useRuntimeEnvironment } from '../../../lib/runtime-environment.ts';
import { updateSessionUser } from '../../../lib/session/actions.ts';
import type { ProfileUser } from '../api/profile-user.ts';
import { SectionForm } from './profile-section.tsx';
import { fieldProps, useSectionForm } from './use-section-form.ts';

const languageName = (code: string) => (isLocale(code) ? LOCALE_NAMES[code] : code);

/** Every zone the browser knows, with the user's own even if it does not. */
function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

/**
 * The interface language, the language content is edited in, and the time zone dates are shown in.
 * A new interface language is kept, saved, told to the other tabs, and the page starts again in it
 * (spec, platform §4 "Changing locale").
 */
export function LanguagesForm({ user }: { user: ProfileUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const { locales } = useRuntimeEnvironment();
  const [isReloading, setIsReloading] = useState(false);
  const timezone = user.timezone || browserTimezone();
  const zones = useMemo(() => timeZones(timezone), [timezone]);
  const schema = z.object({ locale: z.string().min(1), editionLocale: z.string().min(1), timezone: z.string().min(1) });
  type Values = z.infer<typeof schema>;
  const { form, onSubmit, failure } = useSectionForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { locale: user.locale ?? locale, editionLocale: user.editionLocale ?? user.locale ?? locale, timezone },
    fields: ['locale', 'editionLocale', 'timezone'],
    save: async (values) => {
      await updateSessionUser(queryClient, user, { attributes: values });
      if (values.locale !== locale) {
        storeLocale(values.locale);
        broadcast('locale', values.locale);
        setIsReloading(true);
      }
    },
  });
  // Once the form is no longer dirty (no "leave the page?" question), start again in the new language.
  const isDirty = form.formState.isDirty;
  useEffect(() => {
    if (isReloading && !isDirty) window.location.reload();
  }, [isReloading, isDirty]);
  const languageOptions = locales.map((code) => (
    <option key={code} value={code} lang={code}>
      {languageName(code)}
    </option>
  ));
  return (
    <SectionForm title={t('account.languagesTitle')} onSubmit={onSubmit} isSubmitting={form.formState.isSubmitting || isReloading} failure={failure}>
      <TextField label={t('account.locale')} select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }} {...fieldProps(form, 'locale', t('account.localeHelp'))}>
        {languageOptions}
      </TextField>
      <TextField label={t('account.editionLocale')} select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }} {...fieldProps(form, 'editionLocale', t('account.editionLocaleHelp'))}>
        {languageOptions}
      </TextField>
      <TextField label={t('account.timezone')} select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }} {...fieldProps(form, 'timezone')}>
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </TextField>
    </SectionForm>
  );
}
