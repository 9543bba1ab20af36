import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { createSvgIcon } from '@mui/material/utils';
import { Button } from '../../../components/button.tsx';
import { SmartLink } from '../../../components/smart-link.tsx';
import { TOOL, ToolLabel } from './page-tools.tsx';

const EditIcon = createSvgIcon(<path d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z" />, 'Edit');

/** The URL of a page's editor in the back office (spec: admin resource app-pages, action page-template). */
export const pageEditorPath = (pageId: string) => `/admin/resources/app-pages/page-template/${encodeURIComponent(pageId)}`;

/** Application administrators' way from a page to its editor; loaded for them only. */
export function EditPageLink({ pageId }: { pageId: string }) {
  const { t } = useTranslation();
  return (
    <Button component={SmartLink} href={pageEditorPath(pageId)} variant="contained" color="secondary" size="small" startIcon={<EditIcon />} aria-label={t('shell.editPage')} sx={TOOL}>
      <ToolLabel>{t('shell.editPage')}</ToolLabel>
    </Button>
  );
}
