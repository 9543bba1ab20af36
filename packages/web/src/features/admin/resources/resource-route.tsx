import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ADMIN_ACTIONS } from '@relais/domain';
import type { AdminAction } from '@relais/domain';
import { PageLoader } from '../../../components/page-loader.tsx';
import { paths } from '../../../paths.ts';
import { adminPaths } from '../admin-paths.ts';
import { isRemovalAction } from './actions/record-actions.ts';
import { findResource } from './declaration.ts';
import { ResourceForm } from './form/resource-form.tsx';
import { ResourceIndex } from './index/resource-index.tsx';
import { ResourceShow } from './show/resource-show.tsx';
import { useAdminAccess } from './use-admin-access.ts';


const isAction = (action: string): action is AdminAction => (ADMIN_ACTIONS as readonly string[]).includes(action);

/**
 * `/admin/resources/:resource/:action/:id?` (spec §2): only for a kind the user may see, else the
 * dashboard; `see` and an action without its record are the kind's index; `create` needs the right
 * to create.
 */
export function ResourceRoute() {
  const { t } = useTranslation();
  const [type, action = 'index', id, ...rest] = (useParams()['*'] ?? '').split('/').filter(Boolean).map(decodeURIComponent);
  const access = useAdminAccess();
  if (access.isLoading) return <PageLoader label={t('common.loading')} minHeight={300} />;
  const kind = type ? access.kindOf(type) : undefined;
  const resource = findResource(type);
  if (!kind || !resource || !isAction(action) || rest.length) return <Navigate to={paths.admin.dashboard} replace />;
  const index = <Navigate to={adminPaths.resource(resource.type)} replace />;
  if (action === 'create') return kind.canCreate ? <ResourceForm key={`${resource.type}-create`} resource={resource} /> : index;
  if (action === 'index' || action === 'see' || id === undefined) {
    return action === 'index' ? <ResourceIndex key={resource.type} resource={resource} kind={kind} /> : index;
  }
  if (action === 'update') return <ResourceForm key={`${resource.type}-${id}`} resource={resource} id={id} />;
  return <ResourceShow key={`${resource.type}-${id}`} resource={resource} id={id} confirm={isRemovalAction(action) ? action : undefined} />;
}
