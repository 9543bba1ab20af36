import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ResourceDefinition } from '@relais/domain';
import { Container } from '../../../../components/container.tsx';
import { InLanguageText } from '../../../../components/in-language.tsx';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { SmartLink } from '../../../../components/smart-link.tsx';
import { useOne } from '../../../../lib/data-layer/hooks.ts';
import { fallbackLocaleOf } from '../../../../lib/jsonapi.ts';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { skipTargetId, useSkipTarget } from '../../../../lib/skip-targets.ts';
import { adminPaths } from '../../admin-paths.ts';
import { DeleteIcon, EditIcon, RestoreIcon } from '../../components/admin-icons.tsx';
import { fieldLabel, kindLabel, recordTitle, recordTitleLocale } from '../../../../lib/resources/labels.ts';
import type { KindOverride } from '../../overrides/types.ts';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { OverrideActionButtons } from '../actions/override-actions.tsx';
import { useRemovalAction } from '../actions/record-actions.ts';
import type { RemovalAction } from '../actions/record-actions.ts';
import { readableAttributes, visibleRelationships } from '../../../../lib/resources/declaration.ts';
import { useAdminAccess } from '../use-admin-access.ts';
import { FieldValue } from '../../../../components/resources/value-view.tsx';

const CONFIRM_MESSAGES: Record<RemovalAction, string> = { softDelete: 'admin.confirmSoftDelete', delete: 'admin.confirmDelete', restore: 'admin.confirmRestore' };
const ACTION_LABELS: Record<RemovalAction, string> = { softDelete: 'admin.softDelete', delete: 'admin.delete', restore: 'admin.restore' };

/**
 * One record (spec §2 action "show"): every attribute the user may read and its relationships, as
 * links to the related records. With `confirm`, the delete, soft-delete or restore question is open
 * over it (those actions' own URLs). A kind's override adds its own actions and cells.
 */
export function ResourceShow({ resource, id, confirm, override = {} }: { resource: ResourceDefinition; id: string; confirm?: RemovalAction; override?: KindOverride }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const access = useAdminAccess();
  const relationships = visibleRelationships(resource, access.canSee);
  const record = useOne(resource.type, id, { include: relationships.map((field) => field.name) });
  const removal = useRemovalAction(resource);
  const label = recordTitle(resource, record.data);
  useDocumentTitle(label ? `${label} - ${kindLabel(t, resource.type)}` : kindLabel(t, resource.type));
  useSkipTarget('record', !!record.data);
  if (record.isError) return <RecordMissing resource={resource} />;
  if (!record.data) return <PageLoader label={t('common.loading')} minHeight={300} />;
  const row = record.data;
  const isDeleted = !!row.deletedAt;
  const here = (action: string) => adminPaths.resource(resource.type, action, id);
  const onConfirm = async () => {
    if (!confirm) return;
    const isDone = await removal.run(confirm, [id]);
    if (isDone) void navigate(confirm === 'restore' ? here('show') : adminPaths.resource(resource.type), { replace: true });
  };
  const fields = [...readableAttributes(resource), ...relationships];
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography component="p" sx={{ mb: 1 }}>
        <SmartLink href={adminPaths.resource(resource.type)}>{kindLabel(t, resource.type)}</SmartLink>
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
        <Typography variant="h4" component="h1" id={skipTargetId('record')} tabIndex={-1} sx={{ flex: 1, overflowWrap: 'anywhere' }}>
          {/* The heading says its language; the marker stands beside the field's value below. */}
          <InLanguageText locale={recordTitleLocale(resource, record.data)}>{label}</InLanguageText>
          {isDeleted && <Chip label={t('admin.deleted')} sx={{ ml: 2, verticalAlign: 'middle' }} />}
        </Typography>
        {!isDeleted && (
          <Button component={SmartLink} href={here('update')} variant="contained" startIcon={<EditIcon />}>
            {t('admin.update')}
          </Button>
        )}
        {!isDeleted && <OverrideActionButtons actions={override.actions} record={row} />}
        {isDeleted && (
          <Button component={SmartLink} href={here('restore')} variant="outlined" startIcon={<RestoreIcon />}>
            {t('admin.restore')}
          </Button>
        )}
        {resource.softDelete && !isDeleted ? (
          <Button component={SmartLink} href={here('softDelete')} color="error" variant="outlined" startIcon={<DeleteIcon />}>
            {t('admin.softDelete')}
          </Button>
        ) : (
          <Button component={SmartLink} href={here('delete')} color="error" variant="outlined" startIcon={<DeleteIcon />}>
            {t(resource.softDelete ? 'admin.deleteForGood' : 'admin.delete')}
          </Button>
        )}
      </Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, 1fr) 3fr' }, columnGap: 3, rowGap: 1.5, m: 0 }}>
        {fields.map((field) => (
          <Box key={field.name} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              {fieldLabel(t, resource.type, field.name)}
            </Box>
            <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {override.columns?.[field.name]?.renderCell({ row, field }) ?? (
                <InLanguageText locale={fallbackLocaleOf(row, field.name)} isMarked>
                  <FieldValue field={field} value={row[field.name]} timeZone={access.timeZone} hrefOf={access.hrefOf} />
                </InLanguageText>
              )}
            </Box>
          </Box>
        ))}
      </Box>
      {confirm && (
        <ConfirmDialog
          isOpen
          title={`${t(ACTION_LABELS[confirm])}: ${label}`}
          message={t(CONFIRM_MESSAGES[confirm])}
          confirmLabel={t(ACTION_LABELS[confirm])}
          isDangerous={confirm !== 'restore'}
          isBusy={removal.isPending}
          onCancel={() => void navigate(here('show'), { replace: true })}
          onConfirm={() => void onConfirm()}
        />
      )}
    </Container>
  );
}

/** A record that does not exist, or not for this user (a 404 either way). */
export function RecordMissing({ resource }: { resource: ResourceDefinition }) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('admin.recordMissing')}
      </Typography>
      <SmartLink href={adminPaths.resource(resource.type)}>{kindLabel(t, resource.type)}</SmartLink>
    </Container>
  );
}
