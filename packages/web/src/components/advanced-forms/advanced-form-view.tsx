import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { checkFormAnswers, formSteps, isAdvancedFormOpen } from '@relais/domain';
import type { AnsweredField, FormDraftAnswer } from '@relais/domain';
import { Button } from '../button.tsx';
import { FIELD_SX } from '../light-text-field.tsx';
import { Notice } from '../notice.tsx';
import { RichText } from '../../blocks/shared/rich-text.tsx';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { dataProvider } from '../../lib/data-layer/data-provider.ts';
import { useLocale, useTranslation } from '../../lib/i18n/i18n.ts';
import { dateTimeFormat } from '../../lib/intl-formats.ts';
import { AdvancedFormQuestion, answersOf, inputOf } from './advanced-form-fields.tsx';
import type { AdvancedFormField, InputValue } from './advanced-form-fields.tsx';
import { solveCaptcha } from '../../lib/captcha.ts';

/** An advanced form as the site reads it (domain `advanced-forms`; title and description are its first field's). */
export interface AdvancedForm {
  id: string;
  title?: string | null;
  description?: string | null;
  isCaptchaProtected: boolean;
  openAt?: string | null;
  closeAt?: string | null;
}

export const draftsUrl = (formId: string) => `/api/v1/services/advanced-forms/${encodeURIComponent(formId)}/drafts`;
const checked = (field: AdvancedFormField): AnsweredField => ({ id: field.id, fieldType: field.fieldType, dataType: field.dataType ?? null, required: field.required ?? null, config: field.config });

type Errors = Record<string, string>;
type Status = 'idle' | 'saving' | 'captcha' | 'sending' | 'sent';

/**
 * An advanced form, one step per section (domain rule `formSteps`), with "Step 2 of 3" and the
 * steps' names; a step change moves focus to the step's heading. Each step is checked before the
 * next (the domain's `checkFormAnswers`, the server checks again); the answers are saved under a
 * token to continue later (the link mailed when asked), and sent at the end, ending the draft.
 * `preview` (the back office's form builder) draws the same screen and sends nothing; its step
 * follows `section` (the one holding the field being edited), its headings one level down.
 */
export function AdvancedFormView({
  form,
  fields,
  token,
  section,
  draft,
  isSignedIn,
  userEmail,
  onPlace,
  preview = false,
  headingLevel = 1,
}: {
  form: AdvancedForm;
  fields: readonly AdvancedFormField[];
  token: string | null;
  /** The step asked by the address, from 1. */
  section: number | null;
  draft?: FormDraftAnswer['data']['attributes'] | null;
  /** Signed in: no captcha, and files may be uploaded. */
  isSignedIn: boolean;
  userEmail?: string | null;
  /** The address now holds this token and step (the screen keeps them in its path). */
  onPlace?(token: string, section: number): void;
  preview?: boolean;
  /** The level of the form's title (the step's heading is one below). */
  headingLevel?: 1 | 2;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const steps = formSteps(fields);
  const count = Math.max(steps.length, 1);
  const [values, setValues] = useState<Record<string, InputValue>>(() => {
    const initial: Record<string, InputValue> = {};
    for (const field of fields) {
      const value = inputOf(field, draft?.answers[field.id]);
      if (value !== undefined) initial[field.id] = value;
    }
    return initial;
  });
  const [askedStep, setStep] = useState(() => Math.max(section ?? draft?.section ?? 1, 1));
  // Within the steps there are (the builder's preview may lose a section).
  const step = Math.min(askedStep, count);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [saveOpen, setSaveOpen] = useState(false);
  const [email, setEmail] = useState(userEmail ?? '');
  const [saved, setSaved] = useState('');
  const [now] = useState(() => new Date());
  const heading = useRef<HTMLHeadingElement>(null);
  const thanks = useRef<HTMLDivElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);
  useEffect(() => {
    if (status === 'sent') thanks.current?.focus();
  }, [status]);
  useEffect(() => {
    if (preview && section) setStep(section);
  }, [preview, section]);
  const idPrefix = `aform-${form.id}`;

  const title = form.title ?? t('advancedForms.untitled');
  const intro = (
    <>
      <Typography variant="h4" component={headingLevel === 1 ? 'h1' : 'h2'} gutterBottom>
        {title}
      </Typography>
      {form.description && <RichText html={form.description} />}
    </>
  );
  if (!preview && !isAdvancedFormOpen(form, now)) {
    const opensLater = form.openAt != null && new Date(form.openAt) > now;
    return (
      <Box>
        {intro}
        <Notice>{opensLater ? t('advancedForms.notOpenYet', { date: dateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(form.openAt!)) }) : t('advancedForms.closed')}</Notice>
      </Box>
    );
  }
  if (status === 'sent') {
    return (
      <Box>
        {intro}
        <Box ref={thanks} tabIndex={-1} role="status" sx={{ outline: 'none', mt: 2 }}>
          <Notice>{t('advancedForms.sent')}</Notice>
        </Box>
      </Box>
    );
  }

  const current = steps[step - 1] ?? { section: null, fields: [] };
  const ruleText = (rule: string) => t(`advancedForms.refused_${rule}`, { defaultValue: t('advancedForms.refused_invalid') });
  const focusField = (fieldId: string) => queueMicrotask(() => document.getElementById(`${idPrefix}-${fieldId}`)?.focus());

  /** The step's answers checked as the server will: errors by field, in the fields' order. */
  const checkStep = (index: number): Errors => {
    const stepFields = steps[index - 1]?.fields ?? [];
    const { errors: found } = checkFormAnswers(stepFields.map(checked), answersOf(stepFields, values));
    return Object.fromEntries(found.filter((error) => error.fieldId).map((error) => [error.fieldId, ruleText(error.rule)]));
  };

  /** The server's 422s on their fields (and on the step holding the first), else a message above the buttons. */
  const showRefusal = (error: unknown) => {
    const next: Errors = {};
    let general = '';
    if (error instanceof ApiError && error.status === 422) {
      for (const item of error.errors) {
        const pointer = item.source?.pointer ?? '';
        const rule = item.code?.replace(/^validation\./, '') ?? 'invalid';
        const fieldId = /\/data\/attributes\/answers\/(.+)$/.exec(pointer)?.[1];
        if (fieldId && fields.some((field) => field.id === fieldId)) next[fieldId] ??= ruleText(rule);
        else if (pointer.endsWith('/email')) next.email ??= ruleText(rule);
        else general ||= ruleText(rule);
      }
    } else general = t(error instanceof ApiError && error.status === 429 ? 'advancedForms.refused_too_many_requests' : 'advancedForms.refused_failed');
    setErrors(next);
    setFormError(general);
    const first = fields.find((field) => next[field.id]);
    if (first) {
      const at = steps.findIndex((candidate) => candidate.fields.includes(first)) + 1;
      if (at > 0 && at !== step) {
        moved.current = false;
        setStep(at);
      }
      focusField(first.id);
    } else if (next.email) focusField('save-email');
    else queueMicrotask(() => alert.current?.focus());
  };

  /** Saves the answers so far under the token (a new one, mailing its link, when there is none yet). */
  const save = async (at: number, mailTo: string | null) => {
    const answers = answersOf(fields, values);
    if (token) {
      await apiRequest<FormDraftAnswer>(`${draftsUrl(form.id)}/${token}`, { method: 'PATCH', locale, body: { data: { type: 'form-drafts', attributes: { answers, section: at } } } });
      return token;
    }
    const created = await apiRequest<FormDraftAnswer>(draftsUrl(form.id), { method: 'POST', locale, body: { data: { type: 'form-drafts', attributes: { answers, section: at, ...(mailTo ? { email: mailTo } : {}) } } } });
    return created.data.id;
  };

  const go = async (to: number) => {
    if (to > step) {
      const found = checkStep(step);
      setErrors(found);
      const first = current.fields.find((field) => found[field.id]);
      if (first) {
        focusField(first.id);
        return;
      }
    } else setErrors({});
    setFormError('');
    if (!preview && token) {
      try {
        setStatus('saving');
        await save(to, null);
      } catch (error) {
        setStatus('idle');
        showRefusal(error);
        return;
      }
      setStatus('idle');
      onPlace?.(token, to);
    }
    moved.current = true;
    setStep(to);
  };

  const saveForLater = async (event: FormEvent) => {
    event.preventDefault();
    if (preview) return;
    const address = email.trim();
    if (!token && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      setErrors({ email: t('advancedForms.refused_email') });
      focusField('save-email');
      return;
    }
    try {
      setStatus('saving');
      const kept = await save(step, token ? null : address);
      setStatus('idle');
      setErrors({});
      setSaveOpen(false);
      setSaved(token ? t('advancedForms.savedAgain') : t('advancedForms.saved', { email: address }));
      onPlace?.(kept, step);
    } catch (error) {
      setStatus('idle');
      showRefusal(error);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (preview) return;
    for (let index = 1; index <= count; index += 1) {
      const found = checkStep(index);
      const first = steps[index - 1]?.fields.find((field) => found[field.id]);
      if (first) {
        setErrors(found);
        if (index !== step) {
          moved.current = false;
          setStep(index);
        }
        focusField(first.id);
        return;
      }
    }
    try {
      let captchaToken: string | undefined;
      if (form.isCaptchaProtected && !isSignedIn) {
        setStatus('captcha');
        captchaToken = await solveCaptcha();
      }
      setStatus('sending');
      await dataProvider.create(
        'form-responses',
        { attributes: { answers: answersOf(fields, values), locale, ...(captchaToken ? { captchaToken } : {}), ...(token ? { draftToken: token } : {}) }, relationships: { form: form.id } },
        { form: 'advanced-forms' },
      );
      setStatus('sent');
    } catch (error) {
      setStatus('idle');
      showRefusal(error);
    }
  };

  const isLast = step >= count;
  const busy = status !== 'idle';
  const stepTitle = current.section?.title ?? title;
  return (
    <Box>
      {intro}
      <Box component="nav" aria-label={t('advancedForms.progress')} sx={{ mt: 2 }}>
        <Typography component="p" sx={{ fontWeight: 500 }}>
          {t('advancedForms.stepOf', { step, count })}
        </Typography>
        <Box
          role="progressbar"
          aria-valuemin={1}
          aria-valuemax={count}
          aria-valuenow={step}
          aria-valuetext={t('advancedForms.stepOf', { step, count })}
          aria-label={t('advancedForms.progress')}
          sx={{ height: 8, bgcolor: 'action.hover', borderRadius: 4, my: 1, overflow: 'hidden' }}
        >
          <Box sx={{ width: `${(step / count) * 100}%`, height: '100%', bgcolor: 'primary.main' }} />
        </Box>
        <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, typography: 'body2' }}>
          {steps.map((candidate, index) => (
            <Box component="li" key={candidate.section?.id ?? 'start'} aria-current={index + 1 === step ? 'step' : undefined} sx={{ fontWeight: index + 1 === step ? 700 : 400, textDecoration: index + 1 === step ? 'underline' : 'none' }}>
              {`${index + 1}. ${candidate.section?.title ?? title}`}
            </Box>
          ))}
        </Box>
      </Box>
      {saved && (
        <Box role="status" sx={{ mt: 2 }}>
          <Notice>{saved}</Notice>
        </Box>
      )}
      <Box component="form" noValidate onSubmit={(event) => void (isLast ? submit(event) : (event.preventDefault(), go(step + 1)))} sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, mt: 3 }}>
        <Typography ref={heading} tabIndex={-1} variant="h5" component={headingLevel === 1 ? 'h2' : 'h3'} sx={{ outline: 'none' }}>
          {stepTitle}
        </Typography>
        {current.section?.description && current.section !== fields[0] && <RichText html={current.section.description} />}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('advancedForms.requiredNote')}
        </Typography>
        {current.fields.map((field) => (
          <AdvancedFormQuestion
            key={field.id}
            field={field}
            value={values[field.id]}
            error={errors[field.id]}
            onChange={(value) => setValues((before) => ({ ...before, [field.id]: value }))}
            canUpload={isSignedIn && !preview}
            idPrefix={idPrefix}
          />
        ))}
        <Box ref={alert} tabIndex={-1} role="alert" sx={{ color: 'error.main', typography: 'body2', outline: 'none', minHeight: '1.5em' }}>
          {formError}
        </Box>
        <Box role="status" sx={{ typography: 'body2', minHeight: '1.5em' }}>
          {status === 'captcha' ? t('advancedForms.checking') : status === 'sending' ? t('advancedForms.sending') : status === 'saving' ? t('advancedForms.saving') : ''}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {step > 1 && (
            <Button type="button" variant="outlined" disabled={busy} onClick={() => void go(step - 1)}>
              {t('advancedForms.previous')}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={busy}>
            {isLast ? t('advancedForms.send') : t('advancedForms.next')}
          </Button>
          <Button type="button" variant="text" disabled={busy} aria-expanded={saveOpen} aria-controls={`${idPrefix}-save`} onClick={() => (token ? void saveForLater({ preventDefault() {} } as FormEvent) : setSaveOpen((open) => !open))}>
            {token ? t('advancedForms.saveAgain') : t('advancedForms.saveForLater')}
          </Button>
        </Box>
      </Box>
      {!token && (
        <Box id={`${idPrefix}-save`} hidden={!saveOpen} component="form" noValidate onSubmit={(event) => void saveForLater(event)} sx={{ mt: 3, display: saveOpen ? 'flex' : 'none', flexDirection: 'column', gap: 1 }}>
          <Typography variant="h6" component="h2">
            {t('advancedForms.saveTitle')}
          </Typography>
          <Typography variant="body2">{t('advancedForms.saveHelp')}</Typography>
          <Box component="label" htmlFor={`${idPrefix}-save-email`} sx={{ typography: 'body2', fontWeight: 500 }}>
            {t('advancedForms.saveEmail')}
          </Box>
          <Box
            component="input"
            id={`${idPrefix}-save-email`}
            type="email"
            autoComplete="email"
            value={email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${idPrefix}-save-email-error` : undefined}
            onChange={(event: { target: { value: string } }) => setEmail(event.target.value)}
            sx={FIELD_SX}
          />
          {errors.email && (
            <Box id={`${idPrefix}-save-email-error`} sx={{ typography: 'body2', color: 'error.main' }}>
              {errors.email}
            </Box>
          )}
          <Box>
            <Button type="submit" variant="contained" disabled={busy}>
              {t('advancedForms.saveAndMail')}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
