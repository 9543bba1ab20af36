import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { signInThroughApi } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

/** Runs one statement on the server's own database. */
async function query(h: Harness, text: string, values: unknown[]) {
  const client = new pg.Client({ connectionString: h.databaseUrl! });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

// The link is written in the database, as a provider's sign-in would leave it: the server holds a PGlite database alone.
describe('the linked accounts of the profile', { skip: !process.env.DATABASE_URL && 'seeding a link needs DATABASE_URL (PostgreSQL)' }, () => {
  let h: Harness;
  before(async () => {
    // A configured provider keeps the section (and its "Link Google" button) once the last link is gone; nothing calls its issuer.
    h = await startHarness({ env: { OAUTH_PROVIDERS: 'google', OAUTH_GOOGLE_ISSUER: 'http://127.0.0.1:9/', OAUTH_GOOGLE_CLIENT_ID: 'e2e', OAUTH_GOOGLE_CLIENT_SECRET: 'e2e-secret' } });
    await query(h, `INSERT INTO user_identities (provider, subject, user_id) SELECT 'google', 'e2e-google-subject', id FROM users WHERE email = $1`, [ADMIN.email]);
  });
  after(() => h?.close());

  test('lists the link with axe clean, and removes it', async () => {
    const page = await h.newPage();
    await signInThroughApi(page, ADMIN);
    await page.goto('/account/profile#linked-accounts');
    const section = page.getByRole('region', { name: 'Linked accounts', exact: true });
    await section.getByText(/^Google, linked on/).waitFor();
    await expectNoAxeViolations(page, 'profile with a linked account');

    await section.getByRole('button', { name: 'Remove Google' }).click();
    await page.getByRole('status').filter({ hasText: 'Google can no longer sign you in.' }).first().waitFor();
    await section.getByText('No provider account is linked to yours.').waitFor();
    assert.equal(await section.getByRole('link', { name: 'Link Google' }).count(), 1);
    await expectNoAxeViolations(page, 'profile after removing the link');
    assert.deepEqual(await query(h, `SELECT provider FROM user_identities`, []), []);
  });
});
