import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { isOpenAt, maxChoicesOf, SURVEY_WIDTH } from '@relais/domain';
import { Button } from '../../components/button.tsx';
import { LightTextField } from '../../components/light-text-field.tsx';
import { Notice } from '../../components/notice.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { BlockHeading, nextLevel } from '../shared/block-heading.tsx';
import { RichText } from '../shared/rich-text.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { dataProvider } from '../../lib/data-layer/data-provider.ts';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/session.ts';
import { toast } from '../../lib/ui-store.ts';
import { paths } from '../../paths.ts';

export interface SurveyChoice {
  id: string;
  text: string;
  position: number;
  addedByUser?: boolean;
}

/** A survey as its read (`surveyUrl`) gives it, deserialized. */
export interface Survey {
  id: string;
  question: string;
  description?: string | null;
  allowMultiple: boolean;
  maxSelectedChoices?: number | null;
  allowNewChoice: boolean;
  requireAuth: boolean;
  onePerOrganization: boolean;
  openAt?: string | null;
  closeAt?: string | null;
  answersCount: number;
  myAnswer?: { id: string; choices: string[] } | null;
  results?: Record<string, number> | null;
  choices?: SurveyChoice[];
}

/** A visitor's answers are not told apart by the server: this browser remembers it answered, to show the results. */
const answeredKey = (id: string) => `relais.survey.${id}.answered`;
const answeredHere = (id: string) => {
  try {
    return sessionStorage.getItem(answeredKey(id)) === '1';
  } catch {
    return false;
  }
};

/** The server's refusals, said in the reader's language by their rule (rules/surveys.ts). */
const REFUSALS = ['notOpen', 'closed', 'requireAuth', 'required', 'onePerOrganization', 'allowNewChoice', 'min', 'max', 'unique', 'too_many_requests'] as const;

function refusalOf(error: unknown): string {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 429) return 'too_many_requests';
  const code = error.errors[0]?.code?.replace(/^validation\./, '') ?? '';
  return (REFUSALS as readonly string[]).includes(code) ? code : 'failed';
}

/** The results: a bar per choice (its count and share written out) and the same figures as a table. */
export function SurveyResults({ survey, headingLevel }: { survey: Survey; headingLevel: number }) {
  const { t } = useTranslation();
  const captionId = useId();
  const choices = [...(survey.choices ?? [])].sort((a, b) => a.position - b.position);
  const counts = survey.results ?? {};
  const total = survey.answersCount;
  const share = (count: number) => (total > 0 ? Math.round((count / total) * 100) : 0);
  return (
    <Box component="section" aria-labelledby={captionId} sx={{ mt: 3 }}>
      <BlockHeading level={headingLevel} variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        <span id={captionId}>{t('surveys.resultsTitle', { count: total })}</span>
      </BlockHeading>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {choices.map((choice) => {
          const count = counts[choice.id] ?? 0;
          return (
            <Box component="li" key={choice.id}>
              <Typography variant="body2" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <span>{choice.text}</span>
                <span>{t('surveys.choiceResult', { count, percent: share(count) })}</span>
              </Typography>
              {/* The bar repeats the figures written above it: decoration for those who see it. */}
              <Box aria-hidden sx={{ height: 12, borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden', mt: 0.5, border: 1, borderColor: 'text.secondary' }}>
                <Box sx={{ height: '100%', width: `${share(count)}%`, bgcolor: 'primary.main' }} />
              </Box>
            </Box>
          );
        })}
      </Box>
      <Box component="details" sx={{ mt: 2 }}>
        <Box component="summary" sx={{ cursor: 'pointer', typography: 'body2', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}>
          {t('surveys.resultsAsTable')}
        </Box>
        <Box component="table" sx={{ mt: 1, borderCollapse: 'collapse', width: '100%', '& th, & td': { textAlign: 'start', py: 0.5, pr: 2, borderBottom: 1, borderColor: 'divider' } }}>
          <caption style={{ textAlign: 'start' }}>{survey.question}</caption>
          <thead>
            <tr>
              <th scope="col">{t('surveys.choice')}</th>
              <th scope="col">{t('surveys.answers')}</th>
              <th scope="col">{t('surveys.share')}</th>
            </tr>
          </thead>
          <tbody>
            {choices.map((choice) => (
              <tr key={choice.id}>
                <th scope="row">{choice.text}</th>
                <td>{counts[choice.id] ?? 0}</td>
                <td>{`${share(counts[choice.id] ?? 0)} %`}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
}

/**
 * A survey to answer (spec, domain "Surveys"): one choice (radios) or several up to
 * maxSelectedChoices (checkboxes), a choice of one's own when allowed, sign-in first when required;
 * the reader's answer is shown and can be changed while the survey is open; the results follow once
 * answered or closed. `onChanged` reads the survey again after an answer.
 */
export function SurveyView({ survey, headingLevel, title, isHeadingTitle = true, onChanged }: { survey: Survey; headingLevel: number; title?: string; isHeadingTitle?: boolean; onChanged: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const session = useSession();
  const [now] = useState(() => new Date());
  const isOpen = isOpenAt(survey, now);
  const hasOpened = survey.openAt == null || new Date(survey.openAt).getTime() <= now.getTime();
  const mine = survey.myAnswer ?? null;
  const [selected, setSelected] = useState<string[]>(mine?.choices ?? []);
  const [newChoice, setNewChoice] = useState('');
  const [isEditing, setIsEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [visitorAnswered, setVisitorAnswered] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);
  const legendId = useId();
  useEffect(() => setVisitorAnswered(answeredHere(survey.id)), [survey.id]);
  const mineKey = mine ? `${mine.id}:${mine.choices.join(',')}` : '';
  useEffect(() => setSelected(mineKey ? mineKey.split(':')[1]!.split(',').filter(Boolean) : []), [mineKey]);
  const max = maxChoicesOf(survey);
  const isMultiple = survey.allowMultiple;
  const choices = [...(survey.choices ?? [])].sort((a, b) => a.position - b.position);
  const hasAnswered = mine !== null || (!session.isAuth && visitorAnswered);
  const showsResults = hasAnswered || (!isOpen && hasOpened);
  const mustSignIn = survey.requireAuth && !session.isAuth;
  const showsForm = isOpen && !mustSignIn && (mine === null ? !(visitorAnswered && !session.isAuth) : isEditing);

  const toggle = (id: string, checked: boolean) => setSelected((current) => (isMultiple ? (checked ? [...current, id] : current.filter((one) => one !== id)) : [id]));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const extra = newChoice.trim();
    const count = selected.length + (extra ? 1 : 0);
    if (count < 1 || count > max) {
      setError(t(count < 1 ? 'surveys.refused_min' : 'surveys.refused_max', { count: max }));
      errorRef.current?.focus();
      return;
    }
    setIsSending(true);
    setError(null);
    try {
      const values = { attributes: extra ? { newChoice: extra } : {}, relationships: { survey: survey.id, choices: selected } };
      const targets = { survey: 'surveys', choices: 'survey-choices' };
      if (mine) await dataProvider.update('survey-answers', mine.id, { attributes: values.attributes, relationships: { choices: selected } }, targets);
      else await dataProvider.create('survey-answers', values, targets);
      if (!session.isAuth) {
        try {
          sessionStorage.setItem(answeredKey(survey.id), '1');
        } catch {
          // Storage off: the results show until the page is left.
        }
        setVisitorAnswered(true);
      }
      setNewChoice('');
      setIsEditing(false);
      await onChanged();
      toast(t(mine ? 'surveys.changed' : 'surveys.thanks'));
    } catch (caught) {
      const rule = refusalOf(caught);
      setError(t(`surveys.refused_${rule}`, { count: max }));
      queueMicrotask(() => errorRef.current?.focus());
    } finally {
      setIsSending(false);
    }
  }

  const heading = title || survey.question;
  return (
    <Box sx={{ maxWidth: SURVEY_WIDTH, mx: 'auto', width: '100%' }}>
      {isHeadingTitle && (
        <BlockHeading level={headingLevel} variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
          {heading}
        </BlockHeading>
      )}
      {title && title !== survey.question && (
        <Typography variant="h6" component="p" sx={{ mb: 1 }}>
          {survey.question}
        </Typography>
      )}
      {survey.description && <RichText html={survey.description} />}
      {!hasOpened && <Notice>{t('surveys.notOpenYet')}</Notice>}
      {hasOpened && !isOpen && <Notice>{t('surveys.closedNotice')}</Notice>}
      {isOpen && mustSignIn && (
        <Notice>
          {t('surveys.signInToAnswer')} <SmartLink href={`${paths.auth.signIn}?redirect=${encodeURIComponent(typeof window === 'undefined' ? '' : window.location.pathname)}`}>{t('surveys.signIn')}</SmartLink>
        </Notice>
      )}
      {isOpen && survey.onePerOrganization && <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>{t('surveys.onePerOrganization')}</Typography>}
      {mine && !isEditing && (
        <Box sx={{ my: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>{t('surveys.yourAnswer')}</Typography>
          <Box component="ul" sx={{ mt: 0.5, mb: 1 }}>
            {choices.filter((choice) => mine.choices.includes(choice.id)).map((choice) => (
              <li key={choice.id}>{choice.text}</li>
            ))}
          </Box>
          {isOpen && (
            <Button variant="outlined" onClick={() => setIsEditing(true)}>
              {t('surveys.changeAnswer')}
            </Button>
          )}
        </Box>
      )}
      {showsForm && (
        <Box component="form" onSubmit={submit} noValidate sx={{ my: 2 }}>
          <Box component="fieldset" aria-describedby={error ? `${legendId}-error` : undefined} sx={{ border: 0, p: 0, m: 0 }}>
            <Box component="legend" id={legendId} sx={{ typography: 'body2', color: 'text.secondary', mb: 1 }}>
              {isMultiple ? (Number.isFinite(max) ? t('surveys.pickUpTo', { count: max }) : t('surveys.pickSeveral')) : t('surveys.pickOne')}
            </Box>
            {choices.map((choice) => (
              <Box component="label" key={choice.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 40, cursor: 'pointer' }}>
                <input
                  type={isMultiple ? 'checkbox' : 'radio'}
                  name={`survey-${survey.id}`}
                  value={choice.id}
                  checked={selected.includes(choice.id)}
                  onChange={(event) => toggle(choice.id, event.target.checked)}
                  style={{ width: 20, height: 20, margin: 0 }}
                />
                <span>{choice.text}</span>
              </Box>
            ))}
          </Box>
          {survey.allowNewChoice && (
            <LightTextField label={t('surveys.newChoice')} value={newChoice} maxLength={255} onChange={(event) => setNewChoice(event.target.value)} sx={{ mt: 1 }} />
          )}
          <Box ref={errorRef} tabIndex={-1} id={`${legendId}-error`} role="alert" sx={{ color: 'error.main', typography: 'body2', minHeight: '1.5em', mt: 1, outline: 'none' }}>
            {error}
          </Box>
          <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
            <Button type="submit" variant="contained" disabled={isSending}>
              {mine ? t('surveys.saveAnswer') : t('surveys.answer')}
            </Button>
            {isEditing && (
              <Button variant="text" onClick={() => setIsEditing(false)}>
                {t('surveys.cancel')}
              </Button>
            )}
          </Box>
        </Box>
      )}
      {showsResults ? (
        <SurveyResults survey={survey} headingLevel={nextLevel(headingLevel)} />
      ) : (
        isOpen && <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>{t('surveys.resultsAfter')}</Typography>
      )}
    </Box>
  );
}
