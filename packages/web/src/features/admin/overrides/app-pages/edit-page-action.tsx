import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { lazy, Suspense } from 'react';
import { createSvgIcon } from '@mui/material/utils';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { hasRole } from '../../../../lib/session/session.ts';
import { adminPaths } from '../../admin-paths.ts';
import type { RecordAction, ScreenProps } from '../types.ts';

const EditIcon = createSvgIcon(<path d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z" />, 'Edit');

/** The spec's action name: the editor of a page's blocks. */
export const PAGE_TEMPLATE = 'page-template';

export const pageEditorPath = (id: string) => adminPaths.resource('app-pages', PAGE_TEMPLATE, id);

/** "Edit page": application administrators edit page templates (spec §6). */
export const EDIT_PAGE_ACTION: RecordAction = {
  name: 'edit-page',
  label: (t) => t('pageEditor.editPage'),
  icon: <EditIcon />,
  isAvailable: ({ session }) => hasRole(session, 'app_admin'),
  run: ({ record, navigate }) => {
    navigate(pageEditorPath(record.id));
    return Promise.resolve(false);
  },
};

// The editor (dnd-kit, the block forms, every block's preview) is its own chunk, fetched when opened.
const PageEditor = lazy(() => import('./editor/page-editor.tsx').then((m) => ({ default: m.PageEditor })));

export function PageEditorScreen({ id }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<PageLoader label={t('common.loading')} minHeight={300} />}>
      <PageEditor id={id!} />
    </Suspense>
  );
}
