import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { useMemo } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { useOne } from '../../../../lib/data-layer/hooks.ts';
import { useRuntimeEnvironment } from '../../../../lib/runtime-environment.ts';
import { useSession } from '../../../../lib/session/session.ts';
import { paths } from '../../../../paths.ts';
import { recordLabel } from '../../../../lib/resources/labels.ts';
import { ResourceForm } from '../../resources/form/resource-form.tsx';
import type { FormLayout } from '../../resources/form/resource-form.tsx';
import type { AliasProps, KindOverride } from '../types.ts';

/**
 * `/admin/resources/organizations/:action/my-organization` (and `my-lab` with the labs feature,
 * spec §2): the edit form of the organization the user acts for, for an administrator of the
 * platform or of that organization (who may change it, its privileged fields excepted). Anyone else,
 * or a user acting for none, goes to the dashboard.
 */
export function MyOrganization({ resource, override, isLab = false }: AliasProps & { override: KindOverride; isLab?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const { features } = useRuntimeEnvironment();
  const acting = session.user?.actingAsOrganization ?? null;
  const isOn = !!features.organizations && (!isLab || !!features.labs);
  const organization = useOne(resource.type, isOn && acting ? acting.id : undefined, { include: ['administrators'] });
  const name = organization.data ? recordLabel(organization.data) : '';
  const layout = useMemo((): FormLayout => ({ title: t(isLab ? 'admin.myLabTitle' : 'admin.myOrganizationTitle', { name }), backHref: null, isStayingAfterSave: true }), [t, isLab, name]);
  if (!isOn || !acting || organization.isError) return <Navigate to={paths.admin.dashboard} replace />;
  if (!organization.data) return <PageLoader label={t('common.loading')} minHeight={300} />;
  const administrators = (organization.data.administrators as { id: string }[] | undefined) ?? [];
  const mayUpdate = session.isAdmin || administrators.some((user) => user.id === session.user?.id);
  if (!mayUpdate) return <Navigate to={paths.admin.dashboard} replace />;
  return <ResourceForm resource={resource} id={acting.id} override={override} layout={layout} />;
}
