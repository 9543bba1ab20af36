import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeStatsAnswer } from '@relais/domain';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { createThrough, systemContext } from '../../seed/operations.ts';

describe.each(TEST_DATABASES)('GET home-stats on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const stats = async () => homeStatsAnswer.parse((await t.app.inject({ method: 'GET', url: '/api/v1/services/home-stats' })).json()).data;

  it('counts the organizations and repository items for anyone, and has no count of what the platform does not hold yet', async () => {
    expect(await stats()).toEqual({ organizationsCount: 0, repositoryItemsCount: 0, accompaniedPatientsCount: null });
    const ctx = systemContext(t.database.db);
    for (const name of ['One', 'Two', 'Three']) await createThrough(ctx, 'organizations', { name });
    for (const title of ['Switch holder', 'Keyguard']) await createThrough(ctx, 'repository-items', { title });
    expect(await stats()).toEqual({ organizationsCount: 3, repositoryItemsCount: 2, accompaniedPatientsCount: null });
  });
});
