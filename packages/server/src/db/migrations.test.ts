import { describe, expect, it } from 'vitest';
import { pendingMigration } from './migration-diff.ts';

describe('the committed migrations', () => {
  it('match the tables the registry derives (run npm run db:generate after changing a declaration)', async () => {
    const { statements } = await pendingMigration();
    expect(statements).toEqual([]);
  });
});
