import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import TextField from '@mui/material/TextField';
import type { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/forms/server-errors.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { parseSecondaryEmails, saveSecondaryEmails, secondaryEmailsQueryOptions, useSecondaryEmails } from '../api/secondary-emails.ts';
import type { TypedAddress } from '@relais/domain';
import type { ProfileUser } from '../api/profile-user.ts';
import { ProfileSection, SectionForm } from './profile-section.tsx';
import { fieldProps, useSectionForm } from './use-section-form.ts';

type Values = { secondaryEmails: string };

/** The user's other addresses, one a line. */
export function SecondaryEmailsForm({ user }: { user: ProfileUser }) {
  const { t } = useTranslation();
  const saved = useSecondaryEmails(user.id);
  if (saved.data === undefined) {
    return (
      <ProfileSection title={t('account.secondaryEmailsTitle')}>
        <PageLoader label={t('common.loading')} />
      </ProfileSection>
    );
  }
  return <LoadedSecondaryEmailsForm user={user} text={saved.data} />;
}

function LoadedSecondaryEmailsForm({ user, text }: { user: ProfileUser; text: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const schema = z.object({ secondaryEmails: z.string() });
  const sent = useRef<TypedAddress[]>([]);
  const { form, onSubmit, failure } = useSectionForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { secondaryEmails: text },
    fields: ['secondaryEmails'],
    aliases: { text: 'secondaryEmails' },
    save: async ({ secondaryEmails }) => {
      sent.current = parseSecondaryEmails(secondaryEmails);
      const savedText = await saveSecondaryEmails(user.id, sent.current);
      queryClient.setQueryData(secondaryEmailsQueryOptions(user.id).queryKey, savedText);
      return { secondaryEmails: savedText };
    },
    // The server numbers the lines it was sent; the user reads the lines they typed.
    placeErrors: (error: ApiError, target) => {
      const messages = error.errors
        .filter((item) => item.source?.pointer === '/text')
        .map((item) => {
          const message = errorMessage(item, t, (key) => i18n.exists(key));
          const line = (item as { meta?: { line?: unknown } }).meta?.line;
          const typed = typeof line === 'number' ? sent.current[line - 1]?.line : undefined;
          return typed ? t('account.lineError', { line: typed, message }) : message;
        });
      if (!messages.length) return false;
      target.setError('secondaryEmails', { type: 'server', message: messages.join(' ') }, { shouldFocus: true });
      return true;
    },
  });
  return (
    <SectionForm title={t('account.secondaryEmailsTitle')} onSubmit={onSubmit} isSubmitting={form.formState.isSubmitting} failure={failure}>
      <TextField
        label={t('account.secondaryEmails')}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
        {...fieldProps(form, 'secondaryEmails', t('account.secondaryEmailsHelp'))}
      />
    </SectionForm>
  );
}
