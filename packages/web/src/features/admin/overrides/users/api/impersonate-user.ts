import type { z } from 'zod';
import type { impersonationStarted } from '@relais/domain';
import { apiRequest } from '../../../../../lib/api-client.ts';
import { adminPaths } from '../../../admin-paths.ts';

/** Starts acting as another user (`POST services/users/{id}/impersonate`, the super admin's). */
export const impersonateUser = (id: string) => apiRequest<z.infer<typeof impersonationStarted>>(adminPaths.api.impersonate(id), { method: 'POST' });
