import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { updateSessionUser } from '../../../lib/session/actions.ts';
import type { ProfileUser } from '../api/profile-user.ts';
import { SectionForm } from './profile-section.tsx';
import { fieldProps, useSectionForm } from './use-section-form.ts';

const isWebAddress = (value: string) => {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * The picture next to the user's name, by its address; the initials stand in for it. Uploading a
 * file comes with the files issue.
 */
export function AvatarForm({ user }: { user: ProfileUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const schema = z.object({
    avatarUrl: z.string().trim().max(2048, t('validation.max')).refine((value) => value === '' || isWebAddress(value), t('validation.url')),
  });
  type Values = z.infer<typeof schema>;
  const { form, onSubmit, failure } = useSectionForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { avatarUrl: user.avatarUrl ?? '' },
    fields: ['avatarUrl'],
    save: async ({ avatarUrl }) => {
      await updateSessionUser(queryClient, user, { attributes: { avatarUrl: avatarUrl || null } });
    },
  });
  const preview = form.watch('avatarUrl').trim();
  return (
    <SectionForm title={t('account.avatarTitle')} onSubmit={onSubmit} isSubmitting={form.formState.isSubmitting} failure={failure}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        {/* Decorative: the name is written next to it everywhere it shows. */}
        <Avatar src={preview && isWebAddress(preview) ? preview : undefined} alt="" sx={{ width: 72, height: 72, fontSize: '1.75rem', bgcolor: 'primary.main', color: 'primary.contrastText' }} data-testid="avatar-preview">
          {user.initials}
        </Avatar>
        <TextField label={t('account.avatarUrl')} type="url" {...fieldProps(form, 'avatarUrl', t('account.avatarUrlHelp'))} />
      </Box>
    </SectionForm>
  );
}
