import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { useCallback, useMemo } from 'react';
import { APP_ENV_ID } from '@relais/domain';
import { useRuntimeEnvironment } from '../../../../lib/runtime-environment.ts';
import type { Field } from '../../../../lib/resources/declaration.ts';
import { ResourceForm } from '../../resources/form/resource-form.tsx';
import type { FormLayout } from '../../resources/form/resource-form.tsx';
import type { KindOverride, ScreenProps } from '../types.ts';
import { APP_ENV_SECTIONS } from './sections.ts';

/**
 * The runtime environment's one settings form (spec: app-env is a single record, `main`): index,
 * record and edit screens of the kind all open it. Its fields are grouped in sections; those of a
 * feature that is off are not shown (nor sent). Saving goes through the data layer and stays here.
 */
export function AppEnvSettings({ resource, override }: ScreenProps & { override: KindOverride }) {
  const { t } = useTranslation();
  const { features } = useRuntimeEnvironment();
  const hiddenFields = useMemo(
    () => new Set(APP_ENV_SECTIONS.filter((section) => section.feature && !features[section.feature]).flatMap((section) => section.fields as readonly string[])),
    [features],
  );
  const isShown = useCallback((field: Field) => !hiddenFields.has(field.name), [hiddenFields]);
  const layout = useMemo(
    (): FormLayout => ({
      title: t('admin.settingsTitle'),
      sections: APP_ENV_SECTIONS.map((section) => ({ id: section.id, title: t(`admin.${section.titleKey}`), fields: section.fields })),
      otherTitle: t('admin.settingsOther'),
      backHref: null,
      isStayingAfterSave: true,
      isShown,
    }),
    [t, isShown],
  );
  return <ResourceForm resource={resource} id={APP_ENV_ID} override={override} layout={layout} />;
}
