import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderBooted } from '../../../test/render.tsx';
import { featuresOn, sessionUser } from '../../../test/fixtures.ts';
import { resetUiState } from '../../../lib/ui-store.ts';
import { NotificationsForm } from './notifications-form.tsx';
import { jsonAnswer, mockProfileApi } from './test-support.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  resetUiState();
});

const frequencies = {
  data: [
    { type: 'newsletter-frequencies', id: 'weekly', attributes: { name: 'Weekly' } },
    { type: 'newsletter-frequencies', id: 'monthly', attributes: { name: 'Monthly' } },
  ],
};

describe('the notifications form', () => {
  it('shows the saved newsletter choice after a reload, though the list of choices comes after the form', async () => {
    let answerList: (answer: Response) => void = () => undefined;
    await mockProfileApi({ 'GET /api/v1/newsletter-frequencies': () => new Promise<Response>((resolve) => (answerList = resolve)) as unknown as Response });
    const user = sessionUser({ newsletterFrequency: { type: 'newsletter-frequencies', id: 'monthly', name: 'Monthly' } });
    await renderBooted(<NotificationsForm user={user} />, { environment: { features: featuresOn({ newsletter: true }) } });
    const choice = await screen.findByRole('combobox', { name: /newsletterFrequency/ });
    expect(choice).toHaveValue('monthly');
    answerList(jsonAnswer(frequencies));
    await screen.findByRole('option', { name: 'Weekly' });
    expect(choice).toHaveValue('monthly');
    expect(screen.getByRole('option', { name: 'Monthly' })).toHaveProperty('selected', true);
  });

  it('shows "not chosen" for a member who chose no newsletter', async () => {
    await mockProfileApi({ 'GET /api/v1/newsletter-frequencies': () => jsonAnswer(frequencies) });
    await renderBooted(<NotificationsForm user={sessionUser({ newsletterFrequency: null })} />, { environment: { features: featuresOn({ newsletter: true }) } });
    await screen.findByRole('option', { name: 'Weekly' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /newsletterFrequency/ })).toHaveValue(''));
  });

  it('marks a choice whose name the server served in a fallback language with that language', async () => {
    const mixed = { data: [frequencies.data[0], { ...frequencies.data[1], attributes: { name: 'Månedlig' }, meta: { fallbackLocales: { name: 'da' } } }] };
    await mockProfileApi({ 'GET /api/v1/newsletter-frequencies': () => jsonAnswer(mixed) });
    await renderBooted(<NotificationsForm user={sessionUser({ newsletterFrequency: null })} />, { environment: { features: featuresOn({ newsletter: true }) } });
    expect(await screen.findByRole('option', { name: 'Månedlig' })).toHaveAttribute('lang', 'da');
    expect(screen.getByRole('option', { name: 'Weekly' })).not.toHaveAttribute('lang');
  });
});
