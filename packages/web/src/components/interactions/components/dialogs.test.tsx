import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderBooted } from '../../../test/render.tsx';
import { getUiState, resetUiState } from '../../../lib/ui-store.ts';
import { interactionFeatures, jsonAnswer, member, mockInteractionsApi, validationAnswer } from '../test-support.ts';
import { InteractionBar } from './interaction-bar.tsx';
import { ReminderDialog } from './reminder-dialog.tsx';
import { ReportDialog } from './report-dialog.tsx';
import { ShareButton } from './share-button.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  resetUiState();
});

const subject = { type: 'forum-subjects', id: 's1' };
const localInput = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

describe('the report dialog', () => {
  it('puts the server’s 422 on the field it names, and sends the reason, details and page', async () => {
    const sent = await mockInteractionsApi({ 'POST /api/v1/reports': () => validationAnswer('/data/attributes/url', 'Too long for an address.') });
    await renderBooted(<ReportDialog target={subject} isOpen onClose={() => undefined} url="https://example.org/forum/1" />, { user: member, environment: interactionFeatures });
    const dialog = await screen.findByRole('dialog', { name: 'Report this content' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    await waitFor(() => expect(within(dialog).getByRole('radiogroup', { name: 'Reason' })).toBeInTheDocument());
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Details' }), { target: { value: 'Selling things.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    const url = within(dialog).getByRole('textbox', { name: 'Page address' });
    await waitFor(() => expect(url).toHaveAccessibleDescription('Too long for an address.'));
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveFocus();
    expect(sent[0]!.body).toEqual({
      data: { type: 'reports', attributes: { reason: 'spam', details: 'Selling things.', url: 'https://example.org/forum/1' }, relationships: { reportable: { data: { type: 'forum-subjects', id: 's1' } } } },
    });
  });

  it('opens from the bar with the current address and closes with Escape, focus back on its button', async () => {
    await mockInteractionsApi({});
    await renderBooted(<InteractionBar target={subject} title="Wheelchairs" />, { user: member, environment: interactionFeatures });
    const report = await screen.findByRole('button', { name: 'Report' });
    report.focus();
    fireEvent.click(report);
    const dialog = await screen.findByRole('dialog', { name: 'Report this content' });
    expect(within(dialog).getByRole('textbox', { name: 'Page address' })).toHaveValue(window.location.href);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(report).toHaveFocus();
  });
});

describe('the reminder dialog', () => {
  it('refuses an empty title and a moment in the past before asking the server', async () => {
    const sent = await mockInteractionsApi({ 'POST /api/v1/reminders': () => jsonAnswer({ data: { type: 'reminders', id: 'r1', attributes: {} } }, 201) });
    await renderBooted(<ReminderDialog target={subject} isOpen onClose={() => undefined} />, { user: member, environment: interactionFeatures });
    const dialog = await screen.findByRole('dialog', { name: 'Set a reminder' });
    const when = within(dialog).getByLabelText(/Remind me on/);
    fireEvent.change(when, { target: { value: localInput(new Date(Date.now() - 3_600_000)) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set the reminder' }));
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveAccessibleDescription('This field is required.'));
    expect(when).toHaveAccessibleDescription('Choose a moment in the future.');
    expect(sent).toHaveLength(0);
  });

  it('sets a reminder at the moment typed in the reader’s time zone', async () => {
    const closed = vi.fn();
    const sent = await mockInteractionsApi({ 'POST /api/v1/reminders': () => jsonAnswer({ data: { type: 'reminders', id: 'r1', attributes: {} } }, 201) });
    await renderBooted(<ReminderDialog target={subject} isOpen onClose={closed} defaultTitle="Wheelchairs" />, { user: member, environment: interactionFeatures });
    const dialog = await screen.findByRole('dialog', { name: 'Set a reminder' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Wheelchairs');
    const moment = new Date(Date.now() + 86_400_000);
    moment.setSeconds(0, 0);
    fireEvent.change(within(dialog).getByLabelText(/Remind me on/), { target: { value: localInput(moment) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set the reminder' }));
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(sent[0]!.body).toEqual({
      data: { type: 'reminders', attributes: { title: 'Wheelchairs', message: null, remindAt: moment.toISOString() }, relationships: { remindable: { data: { type: 'forum-subjects', id: 's1' } } } },
    });
  });
});

describe('the share button', () => {
  it('copies the short URL the server makes for the page, and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const sent = await mockInteractionsApi({ 'POST /api/v1/services/short-urls': () => jsonAnswer({ data: { type: 'app-short-urls', id: 'x', attributes: { token: 'abc', url: '/forum/1' } } }, 201) });
    await renderBooted(<ShareButton item={subject} />, { path: '/forum/1?page=2', environment: interactionFeatures });
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/s/abc`));
    expect(sent[0]!.body).toEqual({ path: '/forum/1?page=2', item: { type: 'forum-subjects', id: 's1' } });
    expect(getUiState().toast?.message).toBe('The link is copied.');
  });

  it('shows the link selected in a field when the clipboard is refused', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    const sent = await mockInteractionsApi({ 'POST /api/v1/services/short-urls': () => jsonAnswer({ data: { type: 'app-short-urls', id: 'y', attributes: { token: 'xyz', url: '/blog/ramp' } } }, 200) });
    await renderBooted(<ShareButton path="/blog/ramp" />, { environment: interactionFeatures });
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const field = await screen.findByRole('textbox', { name: 'Link to share' });
    expect(field).toHaveValue(`${window.location.origin}/s/xyz`);
    await waitFor(() => expect(field).toHaveFocus());
    expect(sent[0]!.body).toEqual({ path: '/blog/ramp' });
  });
});
