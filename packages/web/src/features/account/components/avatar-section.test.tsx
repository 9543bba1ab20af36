import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyMessages } from '../../../lib/i18n/i18n.ts';
import { resetUiState } from '../../../lib/ui-store.ts';
import { sessionUser } from '../../../test/fixtures.ts';
import { renderBooted } from '../../../test/render.tsx';
import { AvatarSection } from './avatar-section.tsx';
import { jsonAnswer, meDocument, mockProfileApi } from './test-support.ts';

interface FakeOptions {
  metadata: Record<string, string>;
  onSuccess(payload: { lastResponse: { getBody(): string } }): void;
}

const uploads: { file: File; options: FakeOptions }[] = [];

// The upload machinery (tus-js-client under the upload field) is tested with the field; here what the section does with a stored file.
vi.mock('tus-js-client', () => ({
  Upload: class {
    constructor(file: File, options: FakeOptions) {
      uploads.push({ file, options });
    }
    findPreviousUploads = async () => [];
    resumeFromPreviousUpload() {}
    start() {}
    abort = async () => {};
  },
}));

beforeEach(() => {
  uploads.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetUiState();
});

const MESSAGES = {
  avatarTitle: 'Profile picture',
  avatarIntro: 'The picture shown beside your name.',
  avatarNone: 'You have no picture: your initials are shown.',
  avatarUpload: 'Upload a picture',
  avatarRemove: 'Remove the picture',
  avatarSaved: 'Your picture is saved.',
  avatarRemoved: 'Your picture is removed.',
  avatarFailed: 'The picture could not be saved.',
};

describe('the profile picture section', () => {
  it('uploads a picture as a public file and keeps its address as the account’s picture', async () => {
    const sent = await mockProfileApi({ 'PATCH /api/v1/users/u1': () => jsonAnswer(meDocument) });
    await renderBooted(<AvatarSection user={sessionUser()} />);
    await act(() => applyMessages('en', { account: MESSAGES }));
    expect(screen.getByRole('heading', { level: 2, name: 'Profile picture' })).toBeInTheDocument();
    expect(screen.getByText('You have no picture: your initials are shown.')).toBeInTheDocument();
    await userEvent.upload(await screen.findByLabelText('Upload a picture'), new File(['png'], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.options.metadata).toMatchObject({ filename: 'me.png', isPublic: 'true' });
    act(() => uploads[0]!.options.onSuccess({ lastResponse: { getBody: () => JSON.stringify({ data: { type: 'files', id: 'f1', attributes: { name: 'me.png', url: '/services/files/f1' } } }) } }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PATCH', body: { data: { type: 'users', id: 'u1', attributes: { avatarUrl: '/services/files/f1' } } } });
  });

  it('takes the picture away', async () => {
    const sent = await mockProfileApi({ 'PATCH /api/v1/users/u1': () => jsonAnswer(meDocument) });
    await renderBooted(<AvatarSection user={sessionUser({ avatarUrl: '/services/files/f1' })} />);
    await act(() => applyMessages('en', { account: MESSAGES }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove the picture' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ data: { attributes: { avatarUrl: null } } });
  });
});
