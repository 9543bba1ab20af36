import { useEffect, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { JOB_OTHER, lightUserFormRefusal } from '@relais/domain';
import { Button } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { FIELD_SX } from '../../components/light-text-field.tsx';
import { Notice } from '../../components/notice.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { RichText } from '../../blocks/shared/rich-text.tsx';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { dataProvider } from '../../lib/data-layer/data-provider.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useLocale, useTranslation } from '../../lib/i18n/i18n.ts';
import { deserialize, fallbackLocaleOf } from '../../lib/jsonapi.ts';
import type { JsonApiDocument } from '../../lib/jsonapi.ts';
import { useSession } from '../../lib/session/session.ts';
import { solveCaptcha } from '../../lib/captcha.ts';
import { useJobs } from '../../lib/reference-lists.ts';

/** A light-user form as visitors read it (its token, note and activity are the administrators'). */
export interface LightUserForm {
  id: string;
  title: string;
  description?: string | null;
  onlyOneInput: boolean;
  isOffline: boolean;
  isCaptchaProtected: boolean;
  isSubscriptionForm: boolean;
  allowNoOrganization: boolean;
  allowMessage: boolean;
  expiresAt?: string | null;
}

type FieldName = 'userFirstName' | 'userLastName' | 'userEmail' | 'userPhone' | 'userJob' | 'userJobOther' | 'organizationName' | 'message' | 'userHasMailSubscription';

/**
 * The fields a form shows, by its settings: a subscription asks who and where to write, and the job;
 * another form asks more. The job is one of the jobs list (in words of one's own when it is "other").
 */
export function fieldsOf(form: Pick<LightUserForm, 'isSubscriptionForm' | 'allowMessage' | 'allowNoOrganization'>): { name: FieldName; required: boolean }[] {
  if (form.isSubscriptionForm) {
    return [
      { name: 'userFirstName', required: false },
      { name: 'userLastName', required: false },
      { name: 'userEmail', required: true },
      { name: 'userJob', required: false },
      { name: 'userJobOther', required: false },
    ];
  }
  return [
    { name: 'userFirstName', required: true },
    { name: 'userLastName', required: true },
    { name: 'userEmail', required: true },
    { name: 'userPhone', required: false },
    { name: 'userJob', required: false },
    { name: 'userJobOther', required: false },
    { name: 'organizationName', required: !form.allowNoOrganization },
    ...(form.allowMessage ? [{ name: 'message' as const, required: true }] : []),
    { name: 'userHasMailSubscription', required: false },
  ];
}

const MAX: Record<FieldName, number> = { userFirstName: 255, userLastName: 255, userEmail: 255, userPhone: 50, userJob: 0, userJobOther: 255, organizationName: 255, message: 5000, userHasMailSubscription: 0 };
const INPUT_TYPE: Partial<Record<FieldName, string>> = { userEmail: 'email', userPhone: 'tel' };
const AUTOCOMPLETE: Partial<Record<FieldName, string>> = { userFirstName: 'given-name', userLastName: 'family-name', userEmail: 'email', userPhone: 'tel', userJobOther: 'organization-title', organizationName: 'organization' };

/** A message written as plain text, kept as rich text: one escaped paragraph per paragraph. */
export const messageHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br>')}</p>`)
    .join('');

/** The campaign parameters of the address (`utm_source`…), kept with the input. */
const utmOf = (search: string) => {
  const entries = [...new URLSearchParams(search)].filter(([key]) => key.startsWith('utm_')).slice(0, 10);
  return entries.length ? Object.fromEntries(entries.map(([key, value]) => [key, value.slice(0, 100)])) : null;
};

function Field({ id, label, required, error, children }: { id: string; label: string; required: boolean; error?: string | undefined; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Box component="label" htmlFor={id} sx={{ typography: 'body2', fontWeight: 500 }}>
        {required ? `${label} *` : label}
      </Box>
      {children}
      {error && (
        <Box id={`${id}-error`} sx={{ typography: 'caption', color: 'error.main' }}>
          {error}
        </Box>
      )}
    </Box>
  );
}

export const lightUserFormUrl = (id: string) => `/api/v1/light-user-forms/${encodeURIComponent(id)}`;

/**
 * A light-user form (spec, domain "light-user-form"): the fields its settings ask, a proof-of-work
 * captcha for visitors when protected, its offline (not found) and expired states; sent, it thanks the
 * sender (and, for a subscription, asks them to confirm from the mailed link). `token` is the link's
 * `?t=`; the site's own contact and newsletter forms go without.
 */
export function LightUserFormView({ formId, token, headingLevel = 1 }: { formId: string; token: string | null; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const read = useQuery({
    queryKey: ['light-user-form', formId, locale],
    queryFn: async ({ signal }) => deserialize<LightUserForm>(await apiRequest<JsonApiDocument>(lightUserFormUrl(formId), { signal, locale, silent: [404] })),
    retry: false,
  });
  const form = read.data;
  const jobs = useJobs(!!form && fieldsOf(form).some((field) => field.name === 'userJob'));
  useDocumentTitle(form?.title ?? (read.isError ? t('publicForms.unavailableTitle') : null));
  const [values, setValues] = useState<Record<string, string | boolean>>({});
  const [errors, setErrors] = useState<Partial<Record<FieldName | 'form', string>>>({});
  const [status, setStatus] = useState<'idle' | 'captcha' | 'sending' | 'sent'>('idle');
  const [now] = useState(() => new Date());
  const said = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status === 'sent') said.current?.focus();
  }, [status]);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  if (read.isPending) return <PageLoader label={t('common.loading')} minHeight={400} />;
  if (!form) {
    return (
      <Container maxWidth="sm" sx={{ py: 4 }}>
        <Typography variant="h4" component={Heading} gutterBottom>
          {t('publicForms.unavailableTitle')}
        </Typography>
        <Notice>{t('publicForms.offline')}</Notice>
      </Container>
    );
  }
  const refusal = lightUserFormRefusal(form, now);
  // The job in one's own words only with the job "other" (spec: such a job counts with its words).
  const fields = fieldsOf(form).filter((field) => field.name !== 'userJobOther' || values.userJob === JOB_OTHER);
  const labelOf = (name: FieldName) => (name === 'userJob' || name === 'userJobOther' ? t(`publicFormJob.field_${name}`) : t(`publicForms.field_${name}`));
  const idOf = (name: string) => `light-form-${form.id}-${name}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    const local: Partial<Record<FieldName, string>> = {};
    for (const field of fields) {
      const value = values[field.name];
      if (field.required && (typeof value !== 'string' || !value.trim())) local[field.name] = t('publicForms.required');
    }
    if (typeof values.userEmail === 'string' && values.userEmail.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.userEmail.trim())) local.userEmail = t('publicForms.invalidEmail');
    setErrors(local);
    const firstError = fields.find((field) => local[field.name]);
    if (firstError) {
      document.getElementById(idOf(firstError.name))?.focus();
      return;
    }
    try {
      let captcha: string | undefined;
      if (form.isCaptchaProtected && !session.isAuth) {
        setStatus('captcha');
        captcha = await solveCaptcha();
      }
      setStatus('sending');
      const attributes: Record<string, unknown> = { locale, utm: utmOf(window.location.search) };
      if (token) attributes.token = token;
      if (captcha) attributes.recaptchaToken = captcha;
      for (const field of fields) {
        const value = values[field.name];
        if (field.name === 'userHasMailSubscription') attributes.userHasMailSubscription = value === true;
        else if (field.name === 'message') attributes.message = typeof value === 'string' && value.trim() ? messageHtml(value) : null;
        else if (field.name === 'userJob') continue;
        else if (typeof value === 'string' && value.trim()) attributes[field.name] = value.trim();
      }
      const job = typeof values.userJob === 'string' && values.userJob ? values.userJob : null;
      await dataProvider.create('light-user-form-inputs', { attributes, relationships: { form: form.id, ...(job ? { userJob: job } : {}) } }, { form: 'light-user-forms', userJob: 'jobs' });
      setStatus('sent');
    } catch (error) {
      setStatus('idle');
      const next: Partial<Record<FieldName | 'form', string>> = {};
      if (error instanceof ApiError && error.status === 422) {
        for (const item of error.errors) {
          const name = item.source?.pointer?.split('/').at(-1) as FieldName | undefined;
          const rule = item.code?.replace(/^validation\./, '') ?? '';
          const message = name === 'userJob' ? t('publicFormJob.refused_job') : t(`publicForms.refused_${rule}`, { defaultValue: t('publicForms.refused_invalid') });
          if (name && fields.some((field) => field.name === name)) next[name] ??= message;
          else next.form ??= message;
        }
      } else next.form = t(error instanceof ApiError && error.status === 429 ? 'publicForms.refused_too_many_requests' : 'publicForms.refused_failed');
      setErrors(next);
      const firstError = fields.find((field) => next[field.name]);
      if (firstError) document.getElementById(idOf(firstError.name))?.focus();
      else queueMicrotask(() => said.current?.focus());
    }
  }

  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Typography variant="h4" component={Heading} gutterBottom>
        {form.title}
      </Typography>
      {form.description && <RichText html={form.description} />}
      {refusal === 'expired' ? (
        <Notice>{t('publicForms.expired')}</Notice>
      ) : status === 'sent' ? (
        <Box ref={said} tabIndex={-1} role="status" sx={{ outline: 'none', mt: 2 }}>
          <Notice>{t(form.isSubscriptionForm || values.userHasMailSubscription === true ? 'publicForms.sentSubscription' : 'publicForms.sent')}</Notice>
        </Box>
      ) : (
        <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('publicForms.requiredNote')}
          </Typography>
          {fields.map((field) => {
            const id = idOf(field.name);
            const error = errors[field.name];
            const describedBy = error ? `${id}-error` : undefined;
            if (field.name === 'userHasMailSubscription') {
              return (
                <Box component="label" key={field.name} htmlFor={id} sx={{ display: 'flex', gap: 1, alignItems: 'center', minHeight: 40 }}>
                  <input id={id} type="checkbox" checked={values.userHasMailSubscription === true} onChange={(event) => setValues((current) => ({ ...current, userHasMailSubscription: event.target.checked }))} style={{ width: 20, height: 20, margin: 0 }} />
                  <span>{t('publicForms.field_userHasMailSubscription')}</span>
                </Box>
              );
            }
            const common = {
              id,
              name: field.name,
              required: field.required,
              maxLength: MAX[field.name],
              'aria-invalid': error ? true : undefined,
              'aria-describedby': describedBy,
              value: typeof values[field.name] === 'string' ? (values[field.name] as string) : '',
              onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field.name]: event.target.value })),
            };
            return (
              <Field key={field.name} id={id} label={labelOf(field.name)} required={field.required} error={error}>
                {field.name === 'userJob' ? (
                  <Box component="select" id={id} name={field.name} aria-invalid={common['aria-invalid']} aria-describedby={describedBy} value={common.value} onChange={common.onChange} sx={FIELD_SX}>
                    <option value="">{t('publicFormJob.jobNotChosen')}</option>
                    {(jobs.data ?? []).map((job) => (
                      <option key={job.id} value={job.id} lang={fallbackLocaleOf(job, 'name')}>
                        {job.name}
                      </option>
                    ))}
                  </Box>
                ) : field.name === 'message' ? (
                  <Box component="textarea" rows={6} {...common} sx={{ ...FIELD_SX, resize: 'vertical' }} />
                ) : (
                  <Box component="input" type={INPUT_TYPE[field.name] ?? 'text'} autoComplete={AUTOCOMPLETE[field.name]} {...common} sx={FIELD_SX} />
                )}
              </Field>
            );
          })}
          {form.isSubscriptionForm && <Typography variant="body2">{t('publicForms.subscriptionNote')}</Typography>}
          <Box ref={said} tabIndex={-1} role="alert" sx={{ color: 'error.main', typography: 'body2', outline: 'none', minHeight: '1.5em' }}>
            {errors.form}
          </Box>
          <Box role="status" sx={{ typography: 'body2', minHeight: '1.5em' }}>
            {status === 'captcha' ? t('publicForms.checking') : status === 'sending' ? t('publicForms.sending') : ''}
          </Box>
          <Box>
            <Button type="submit" variant="contained" disabled={status !== 'idle'}>
              {form.isSubscriptionForm ? t('publicForms.subscribe') : t('publicForms.send')}
            </Button>
          </Box>
        </Box>
      )}
    </Container>
  );
}
