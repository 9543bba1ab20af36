import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useRuntimeEnvironment } from '../../../lib/runtime-environment.ts';
import { fallbackLocaleOf } from '../../../lib/jsonapi.ts';
import { updateSessionUser } from '../../../lib/session/actions.ts';
import { referenceOptions, useNewsletterFrequencies } from '../../../lib/reference-lists.ts';
import type { ProfileUser } from '../api/profile-user.ts';
import { SectionForm } from './profile-section.tsx';
import { fieldProps, useSectionForm } from './use-section-form.ts';

/**
 * The preferences this screen manages inside `notificationsPreferences` (docs/decisions.md): other
 * keys a later feature stores there are kept as they are.
 */
export const NOTIFICATION_PREFERENCES = ['email'] as const;

/** A preference never set is on: people are told by e-mail about what concerns them unless they say no. */
export const preferenceOf = (preferences: Record<string, unknown> | null, key: string) => preferences?.[key] !== false;

/** How often the newsletter comes, and whether e-mails tell about what concerns the user. */
export function NotificationsForm({ user }: { user: ProfileUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { features } = useRuntimeEnvironment();
  const hasNewsletter = !!features.newsletter;
  const frequencies = useNewsletterFrequencies(hasNewsletter);
  const schema = z.object({ newsletterFrequency: z.string(), email: z.boolean() });
  type Values = z.infer<typeof schema>;
  const { form, onSubmit, failure } = useSectionForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { newsletterFrequency: user.newsletterFrequency?.id ?? '', email: preferenceOf(user.notificationsPreferences, 'email') },
    fields: ['newsletterFrequency', 'email'],
    aliases: { notificationsPreferences: 'email' },
    save: async ({ newsletterFrequency, email }) => {
      await updateSessionUser(queryClient, user, {
        attributes: { notificationsPreferences: { ...user.notificationsPreferences, email } },
        ...(hasNewsletter ? { relationships: { newsletterFrequency: { data: newsletterFrequency ? { type: 'newsletter-frequencies', id: newsletterFrequency } : null } } } : {}),
      });
    },
  });
  return (
    <SectionForm title={t('account.notificationsTitle')} onSubmit={onSubmit} isSubmitting={form.formState.isSubmitting} failure={failure}>
      {hasNewsletter && (
        <TextField label={t('account.newsletterFrequency')} select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }} {...fieldProps(form, 'newsletterFrequency')}>
          <option value="">{t('account.noNewsletterFrequency')}</option>
          {referenceOptions(frequencies.data, user.newsletterFrequency).map((frequency) => (
            <option key={frequency.id} value={frequency.id} lang={fallbackLocaleOf(frequency, 'name')}>
              {frequency.name}
            </option>
          ))}
        </TextField>
      )}
      <Controller
        control={form.control}
        name="email"
        render={({ field: { value, onChange, onBlur, ref, name } }) => (
          <FormControlLabel
            sx={{ display: 'flex', mt: 1 }}
            control={<Checkbox name={name} checked={value} onChange={(event) => onChange(event.target.checked)} onBlur={onBlur} slotProps={{ input: { ref } }} />}
            label={t('account.emailNotifications')}
          />
        )}
      />
    </SectionForm>
  );
}
