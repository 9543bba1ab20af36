import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../query-client.ts';
import { mockApi } from '../../test/mock-api.ts';
import type { RecordedRequest } from '../../test/mock-api.ts';
import { LANGUAGE_LINES_CACHE_MS, languageLinesAt, readStoredLines } from './get-language-lines.ts';

const linesCalls = (requests: RecordedRequest[]) => requests.filter((request) => request.url.includes('web-language-lines')).length;

describe('the translation cache', () => {
  let requests: RecordedRequest[];
  beforeEach(() => {
    requests = mockApi();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the messages a day, then asks the server again', async () => {
    await languageLinesAt(createQueryClient(), 'fr', '1');
    expect(linesCalls(requests)).toBe(1);
    expect(readStoredLines('fr')?.meta.version).toBe(1);
    // A new page load within the day: no request.
    await languageLinesAt(createQueryClient(), 'fr', '1');
    expect(linesCalls(requests)).toBe(1);
    expect(readStoredLines('fr', Date.now() + LANGUAGE_LINES_CACHE_MS + 1)).toBeNull();
  });

  it('refreshes at once when the server’s version moved', async () => {
    await languageLinesAt(createQueryClient(), 'fr', '1');
    await languageLinesAt(createQueryClient(), 'fr', '2');
    expect(linesCalls(requests)).toBe(2);
  });

  it('ignores what it cannot read', async () => {
    localStorage.setItem('relais.languageLines.fr', '{not json');
    expect(readStoredLines('fr')).toBeNull();
    await languageLinesAt(createQueryClient(), 'fr', '1');
    expect(linesCalls(requests)).toBe(1);
  });
});
