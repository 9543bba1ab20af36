import type { appEnv } from '@relais/domain';
import { APP_ENV_ID } from '@relais/domain';
import type { Actor } from '../../auth/actor.ts';
import type { ResourcePolicy } from '../../policies/types.ts';
import { bumpVersion } from '../../services/versions.ts';
import type { ResourceHooks } from '../hooks.ts';
import { writableBy } from './write-policy.ts';

const admin = (actor: Actor) => actor.isAdmin;

/** Everyone reads the `main` record; admins edit it, and nobody deletes it: the app needs it. */
export const appEnvsPolicy: ResourcePolicy<typeof appEnv> = {
  see: admin,
  index: () => true,
  read: (actor) => actor.isAdmin || { id: { equals: APP_ENV_ID } },
  ...writableBy(admin),
  delete: (actor) => actor.isAdmin && { id: { notEquals: APP_ENV_ID } },
};

/** Saving the environment marks it updated, which clears every process's cached localized data. */
export const environmentHooks: ResourceHooks = {
  async afterWrite({ tx }) {
    await bumpVersion(tx, 'environment');
  },
};

export const languageLinesHooks: ResourceHooks = {
  async afterWrite({ tx }) {
    await bumpVersion(tx, 'language-lines');
  },
};
