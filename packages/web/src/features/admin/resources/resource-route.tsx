import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { Navigate, useParams } from 'react-router';
import { ADMIN_ACTIONS } from '@relais/domain';
import type { AdminAction } from '@relais/domain';
import { PageLoader } from '../../../components/page-loader.tsx';
import { paths } from '../../../paths.ts';
import { adminPaths } from '../admin-paths.ts';
import { useKindOverride } from '../overrides/registry.ts';
import type { ScreenName } from '../overrides/types.ts';
import { isRemovalAction } from './actions/record-actions.ts';
import { findResource } from '../../../lib/resources/declaration.ts';
import { ResourceForm } from './form/resource-form.tsx';
import { ResourceIndex } from './index/resource-index.tsx';
import { ResourceShow } from './show/resource-show.tsx';
import { useAdminAccess } from './use-admin-access.ts';


const isAction = (action: string): action is AdminAction => (ADMIN_ACTIONS as readonly string[]).includes(action);

/**
 * `/admin/resources/:resource/:action/:id?` (spec §2): only for a kind the user may see, else the
 * dashboard; `see` and an action without its record are the kind's index; `create` needs the right
 * to create. A kind's override may replace a screen, or answer an id that stands for another
 * (`organizations/update/my-organization`, which decides itself who may open it), or add a screen
 * of its own action on one record (`app-pages/page-template/{id}`, the page editor).
 */
export function ResourceRoute() {
  const { t } = useTranslation();
  const [type, action = 'index', id, ...rest] = (useParams()['*'] ?? '').split('/').filter(Boolean).map(decodeURIComponent);
  const access = useAdminAccess();
  const { isLoading, override } = useKindOverride(type);
  if (access.isLoading || isLoading) return <PageLoader label={t('common.loading')} minHeight={300} />;
  const resource = findResource(type);
  const dashboard = <Navigate to={paths.admin.dashboard} replace />;
  const ActionScreen = override.actionScreens && Object.hasOwn(override.actionScreens, action) ? override.actionScreens[action] : undefined;
  if (!resource || !(isAction(action) || ActionScreen) || rest.length) return dashboard;
  const Alias = id !== undefined && override.aliases && Object.hasOwn(override.aliases, id) ? override.aliases[id] : undefined;
  if (Alias) return <Alias key={`${resource.type}-${id}`} resource={resource} action={action} />;
  const kind = type ? access.kindOf(type) : undefined;
  if (!kind) return dashboard;
  const index = <Navigate to={adminPaths.resource(resource.type)} replace />;
  if (ActionScreen) return id === undefined ? index : <ActionScreen key={`${resource.type}-${action}-${id}`} resource={resource} kind={kind} id={id} />;
  const screen = (name: ScreenName, generic: React.ReactElement) => {
    const Screen = override.screens?.[name];
    return Screen ? <Screen key={`${resource.type}-${name}-${id ?? ''}`} resource={resource} kind={kind} id={id} /> : generic;
  };
  if (action === 'create') return kind.canCreate ? screen('create', <ResourceForm key={`${resource.type}-create`} resource={resource} override={override} />) : index;
  if (action === 'index' || action === 'see' || id === undefined) {
    return action === 'index' ? screen('index', <ResourceIndex key={resource.type} resource={resource} kind={kind} override={override} />) : index;
  }
  if (action === 'update') return screen('update', <ResourceForm key={`${resource.type}-${id}`} resource={resource} id={id} override={override} />);
  const confirm = isRemovalAction(action) ? action : undefined;
  return screen('show', <ResourceShow key={`${resource.type}-${id}`} resource={resource} id={id} confirm={confirm} override={override} />);
}
