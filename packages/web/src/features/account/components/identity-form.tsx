import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import TextField from '@mui/material/TextField';
import { JOB_OTHER, users } from '@relais/domain';
import { declaredText } from '../../../lib/forms/declared-field.ts';
import { fallbackLocaleOf } from '../../../lib/jsonapi.ts';
import { updateSessionUser } from '../../../lib/session/actions.ts';
import { referenceOptions, useJobs } from '../../../lib/reference-lists.ts';
import type { ProfileUser } from '../api/profile-user.ts';
import { SectionForm } from './profile-section.tsx';
import { fieldProps, useSectionForm } from './use-section-form.ts';

const FIELDS = ['firstName', 'lastName', 'phone', 'job', 'jobOther', 'organizationName', 'description'] as const;

/** Who the user is: names, phone, job, organization, presentation. */
export function IdentityForm({ user }: { user: ProfileUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const jobs = useJobs();
  const field = (name: string) => declaredText(t, users, name);
  const schema = z.object({
    firstName: field('firstName'),
    lastName: field('lastName'),
    phone: field('phone'),
    job: z.string(),
    jobOther: field('jobOther'),
    organizationName: field('organizationName'),
    description: field('description'),
  });
  type Values = z.infer<typeof schema>;
  const { form, onSubmit, failure } = useSectionForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      phone: user.phone ?? '',
      job: user.job?.id ?? '',
      jobOther: user.jobOther ?? '',
      organizationName: user.organizationName ?? '',
      description: user.description ?? '',
    },
    fields: FIELDS,
    save: async ({ job, jobOther, phone, organizationName, description, ...names }) => {
      await updateSessionUser(queryClient, user, {
        attributes: {
          ...names,
          phone: phone || null,
          jobOther: job === JOB_OTHER ? jobOther || null : null,
          organizationName: organizationName || null,
          description: description || null,
        },
        relationships: { job: { data: job ? { type: 'jobs', id: job } : null } },
      });
    },
  });
  const isOther = form.watch('job') === JOB_OTHER;
  return (
    <SectionForm title={t('account.identityTitle')} onSubmit={onSubmit} isSubmitting={form.formState.isSubmitting} failure={failure}>
      <TextField label={t('account.firstName')} required autoComplete="given-name" {...fieldProps(form, 'firstName')} />
      <TextField label={t('account.lastName')} required autoComplete="family-name" {...fieldProps(form, 'lastName')} />
      <TextField label={t('account.phone')} type="tel" autoComplete="tel" {...fieldProps(form, 'phone')} />
      <TextField label={t('account.job')} select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }} {...fieldProps(form, 'job')}>
        <option value="">{t('account.noJob')}</option>
        {referenceOptions(jobs.data, user.job).map((job) => (
          <option key={job.id} value={job.id} lang={fallbackLocaleOf(job, 'name')}>
            {job.name}
          </option>
        ))}
      </TextField>
      {isOther && <TextField label={t('account.jobOther')} {...fieldProps(form, 'jobOther')} />}
      <TextField label={t('account.organizationName')} autoComplete="organization" {...fieldProps(form, 'organizationName')} />
      <TextField label={t('account.description')} multiline minRows={3} {...fieldProps(form, 'description', t('account.descriptionHelp'))} />
    </SectionForm>
  );
}
