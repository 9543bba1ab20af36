import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EQLAAT_SHORT_REASON_MAX } from '@relais/domain';
import { Button } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { FIELD_SX, LightTextField } from '../../components/light-text-field.tsx';
import { useAnnounce } from '../../lib/announcer.tsx';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import type { BlockProps } from '../block-types.ts';
import { ListHeading } from '../shared/block-heading.tsx';

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', reason: '', description: '' };
type Field = keyof typeof EMPTY;

/**
 * A person asks the accompaniment team for help (issue 28 item 1): name, e-mail, phone, a short
 * reason (30 characters at most, counted as they type) and what they need. The server's 422 names
 * the field: the message is said next to it and the first one takes the focus.
 */
export function PageEqlaatRequest({ props, headingLevel, page }: BlockProps<'pageEqlaatRequest'>) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [isSending, setIsSending] = useState(false);
  const [sent, setSent] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const countId = useId();
  const descriptionId = useId();
  const set = (name: Field) => (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value });
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setIsSending(true);
    setErrors({});
    try {
      const attributes = Object.fromEntries(Object.entries(values).flatMap(([name, value]) => (value.trim() ? [[name, value.trim()]] : [])));
      await apiRequest('/api/v1/services/eqlaat-requests', { method: 'POST', body: { data: { type: 'eqlaat-requests', attributes } }, silent: [422] });
      setSent(true);
      announce(t('eqlaatRequest.sent'));
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 422) throw error;
      const found: Partial<Record<Field, string>> = {};
      for (const one of error.errors) {
        const name = one.source?.pointer?.split('/').pop() as Field | undefined;
        if (name && name in EMPTY) found[name] ??= t(`eqlaatRequest.invalid_${name}`);
      }
      setErrors(found);
      const first = Object.keys(found)[0];
      if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    } finally {
      setIsSending(false);
    }
  };
  const field = (name: Field, label: string, extra: Record<string, unknown> = {}) => (
    <Box>
      <LightTextField name={name} label={label} value={values[name]} onChange={set(name)} aria-invalid={errors[name] ? true : undefined} aria-describedby={errors[name] ? `${countId}-${name}` : undefined} {...extra} />
      {errors[name] && (
        <Typography id={`${countId}-${name}`} variant="body2" sx={{ color: 'error.main', mt: 0.5 }}>
          {errors[name]}
        </Typography>
      )}
    </Box>
  );
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <ListHeading title={props.title} headingLevel={headingLevel} pageTitle={page.title} />
      {props.introduction && <Typography sx={{ mb: 3 }}>{props.introduction}</Typography>}
      {sent ? (
        // Said once by the announcer: the box is no live region of its own.
        <Box sx={{ border: 1, borderColor: 'success.main', borderRadius: 1, p: 2 }}>
          <Typography sx={{ fontWeight: 700 }}>{t('eqlaatRequest.sent')}</Typography>
          <Typography>{t('eqlaatRequest.sentDetail')}</Typography>
        </Box>
      ) : (
        <Box component="form" ref={form} onSubmit={send} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            {field('firstName', t('eqlaatRequest.firstName'), { required: true, maxLength: 100, autoComplete: 'given-name' })}
            {field('lastName', t('eqlaatRequest.lastName'), { required: true, maxLength: 100, autoComplete: 'family-name' })}
            {field('email', t('eqlaatRequest.email'), { type: 'email', required: true, maxLength: 255, autoComplete: 'email' })}
            {field('phone', t('eqlaatRequest.phone'), { type: 'tel', maxLength: 30, autoComplete: 'tel' })}
          </Box>
          {field('reason', t('eqlaatRequest.reason'), { required: true, maxLength: EQLAAT_SHORT_REASON_MAX })}
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: -1.5 }}>
            {t('eqlaatRequest.reasonCount', { count: values.reason.length, max: EQLAAT_SHORT_REASON_MAX })}
          </Typography>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
            <Box component="label" htmlFor={descriptionId} sx={{ typography: 'body2', color: 'text.secondary', fontWeight: 500 }}>
              {t('eqlaatRequest.description')}
            </Box>
            <Box component="textarea" id={descriptionId} name="description" rows={5} maxLength={2000} value={values.description} onChange={set('description')} sx={{ ...FIELD_SX, resize: 'vertical' }} />
          </Box>
          <Box>
            <Button type="submit" variant="contained" disabled={isSending}>
              {t('eqlaatRequest.send')}
            </Button>
          </Box>
        </Box>
      )}
    </Container>
  );
}
