import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyMessages } from '../../lib/i18n/i18n.ts';
import { renderBooted } from '../../test/render.tsx';
import { SurveyView } from './survey-view.tsx';
import type { Survey } from './survey-view.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const MESSAGES = {
  surveys: {
    resultsTitle_one: 'Results ({{count}} answer)',
    resultsTitle: 'Results ({{count}} answers)',
    choiceResult_one: '{{count}} answer ({{percent}} %)',
    choiceResult: '{{count}} answers ({{percent}} %)',
    resultsAsTable: 'Show the results as a table',
    choice: 'Choice',
    answers: 'Answers',
    share: 'Share',
    refused_min: 'Pick a choice.',
    refused_max_one: 'Pick only one choice.',
    refused_max: 'Pick at most {{count}} choices.',
    refused_closed: 'This survey is closed.',
    refused_failed: 'Your answer could not be saved.',
    thanks: 'Thank you.',
    closedNotice: 'This survey is closed: here are its results.',
    notOpenYet: 'This survey is not open yet.',
    signInToAnswer: 'Sign in to answer this survey.',
    signIn: 'Sign in',
    pickUpTo: 'Pick up to {{count}} choices.',
    pickOne: 'Pick one choice.',
    newChoice: 'Or add your own choice',
    answer: 'Answer',
    resultsAfter: 'The results are shown once you have answered.',
  },
};

const survey = (attributes: Partial<Survey> = {}): Survey => ({
  id: 's1',
  question: 'Which switch?',
  allowMultiple: false,
  maxSelectedChoices: null,
  allowNewChoice: false,
  requireAuth: false,
  onePerOrganization: false,
  answersCount: 4,
  myAnswer: null,
  results: { a: 3, b: 1 },
  choices: [
    { id: 'b', text: 'Joystick', position: 1 },
    { id: 'a', text: 'Button', position: 0 },
  ],
  ...attributes,
});

/** The server: the answer's call answers `status`; every write is kept. */
function serve(status = 201) {
  const writes: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'POST' || init.method === 'PATCH') {
        writes.push({ url, body: JSON.parse(String(init.body)) });
        const body = status < 300 ? { data: { type: 'survey-answers', id: 'x1', attributes: {} } } : { errors: [{ status: String(status), code: 'validation.closed', source: { pointer: '/data/relationships/survey' } }] };
        return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/vnd.api+json' } });
      }
      return new Response(JSON.stringify({ errors: [{ status: '404' }] }), { status: 404 });
    }),
  );
  return writes;
}

async function draw(value: Survey, onChanged = vi.fn(async () => undefined)) {
  await renderBooted(<SurveyView survey={value} headingLevel={2} onChanged={onChanged} />, { path: '/' });
  await act(() => applyMessages('en', MESSAGES));
  return onChanged;
}

describe('a survey on the site', () => {
  it('asks one choice with radios, in order, and hides the results until answered', async () => {
    serve();
    await draw(survey());
    expect(screen.getByRole('heading', { level: 2, name: 'Which switch?' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual(['Button', 'Joystick']);
    expect(screen.queryByRole('heading', { name: /Results/ })).toBeNull();
    expect(screen.getByText('The results are shown once you have answered.')).toBeTruthy();
  });

  it('refuses more choices than maxSelectedChoices before sending, then sends the answer and shows the results', async () => {
    const writes = serve();
    const onChanged = await draw(survey({ allowMultiple: true, maxSelectedChoices: 1, choices: [{ id: 'a', text: 'Button', position: 0 }, { id: 'b', text: 'Joystick', position: 1 }, { id: 'c', text: 'Eye gaze', position: 2 }] }));
    const user = userEvent.setup();
    expect(screen.getByText('Pick up to 1 choices.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Button' }));
    await user.click(screen.getByRole('checkbox', { name: 'Joystick' }));
    await user.click(screen.getByRole('button', { name: 'Answer' }));
    expect(screen.getByRole('alert').textContent).toBe('Pick only one choice.');
    expect(writes).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: 'Joystick' }));
    await user.click(screen.getByRole('button', { name: 'Answer' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.body).toMatchObject({ data: { type: 'survey-answers', relationships: { survey: { data: { type: 'surveys', id: 's1' } }, choices: { data: [{ type: 'survey-choices', id: 'a' }] } } } });
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    const results = await screen.findByRole('region', { name: 'Results (4 answers)' });
    expect(within(results).getByText('3 answers (75 %)')).toBeTruthy();
    expect(within(results).getByRole('table').querySelectorAll('tbody tr')).toHaveLength(3);
  });

  it('says the server’s refusal in words', async () => {
    serve(422);
    await draw(survey());
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Button' }));
    await user.click(screen.getByRole('button', { name: 'Answer' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This survey is closed.'));
  });

  it('shows a closed survey’s results without a form', async () => {
    serve();
    await draw(survey({ closeAt: '2020-01-01T00:00:00.000Z' }));
    expect(screen.getByText('This survey is closed: here are its results.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Answer' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Results (4 answers)' })).toBeTruthy();
  });

  it('asks a visitor to sign in when the survey requires it', async () => {
    serve();
    await draw(survey({ requireAuth: true }));
    expect(screen.getByText('Sign in to answer this survey.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Answer' })).toBeNull();
  });
});
