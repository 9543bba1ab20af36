import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';

/**
 * The bench's baseline (BENCH_BASELINE=true) answers its body once, compressed or not, and logs no
 * error: an answer sent twice cost every baseline request two logged errors, and made every share of
 * the baseline that `npm run bench` prints read too high.
 */
describe('the bench baseline', () => {
  let t: TestApp;
  let lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp('pglite', { overrides: { benchBaseline: true }, logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => t.close());

  it('answers a body of the asked size once, with no error logged', async () => {
    lines = [];
    for (const encoding of ['identity', 'gzip', 'br']) {
      const response = await t.app.inject({ method: 'GET', url: '/bench/baseline?bytes=4000', headers: { 'accept-encoding': encoding } });
      expect(response.statusCode, encoding).toBe(200);
      if (encoding === 'identity') expect(response.body).toHaveLength(4000);
    }
    expect(lines.filter((line) => /"level":(50|60)/.test(line) || line.includes('ERR_HTTP_HEADERS_SENT'))).toEqual([]);
  });
});
