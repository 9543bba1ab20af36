import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { DataGrid, GridActionsCellItem } from '@mui/x-data-grid';
import type { GridColDef, GridColumnVisibilityModel, GridRowSelectionModel, GridSortModel } from '@mui/x-data-grid';
import type { AdminKind, ResourceDefinition } from '@relais/domain';
import { Container } from '../../../../components/container.tsx';
import { InLanguageText } from '../../../../components/in-language.tsx';
import { SmartLink } from '../../../../components/smart-link.tsx';
import { useAnyList } from '../../../../lib/data-layer/hooks.ts';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { skipTargetId, useSkipTarget } from '../../../../lib/skip-targets.ts';
import { useLocale, useTranslation } from '../../../../lib/i18n/i18n.ts';
import { fallbackLocaleOf } from '../../../../lib/jsonapi.ts';
import type { Model } from '../../../../lib/jsonapi.ts';
import { adminPaths } from '../../admin-paths.ts';
import { AddIcon, DeleteIcon, EditIcon, RestoreIcon, VisibilityIcon } from '../../components/admin-icons.tsx';
import { fieldLabel, kindLabel, namingFieldsOf, ownFieldLabel, recordLabel } from '../../../../lib/resources/labels.ts';
import type { KindOverride } from '../../overrides/types.ts';
import { BulkDelete } from '../actions/bulk-delete.tsx';
import { ListActionButtons } from '../actions/list-actions.tsx';
import { useOverrideActions } from '../actions/override-actions.tsx';
import { columnFields, defaultVisibleColumns, includedFieldsets } from '../../../../lib/resources/declaration.ts';
import type { Field } from '../../../../lib/resources/declaration.ts';
import { useAdminAccess } from '../use-admin-access.ts';
import { FieldValue } from '../../../../components/resources/value-view.tsx';
import { gridLocaleText } from './grid-locale.ts';
import { gridSearch, listParamsOf, PAGE_SIZES, readGridState } from '../../../../lib/resources/list-state.ts';
import type { GridState } from '../../../../lib/resources/list-state.ts';
import { GridFilters } from './grid-filters.tsx';

declare module '@mui/x-data-grid' {
  /** A row menu's entry drawn as a link (`component="a"`): a kind's link action (a download). */
  interface BaseMenuItemPropsOverrides {
    href?: string;
    download?: string;
  }
}

const NO_ROWS: Model[] = [];
const NO_OVERRIDE: KindOverride = {};
const isDeleted = (row: Model) => !!row.deletedAt;

/**
 * A kind's list (spec §2 action "index"): a server-paginated grid with the declared sorts and
 * filters, quick search, column choice, the soft-deleted toggle for admins and bulk delete. Its
 * whole state is in the URL. A kind's override may draw some of its cells and add row actions and
 * actions on the whole kind.
 */
export function ResourceIndex({ resource, kind, override = NO_OVERRIDE }: { resource: ResourceDefinition; kind: AdminKind; override?: KindOverride }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const access = useAdminAccess();
  const [selection, setSelection] = useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });
  const state = readGridState(searchParams, resource);
  const fields = useMemo(() => columnFields(resource, access.canSee), [resource, access.canSee]);
  const include = fields.filter((field) => field.source === 'relationship').map((field) => field.name);
  const fieldsets = useMemo(() => includedFieldsets(resource, fields), [resource, fields]);
  const list = useAnyList(resource.type, listParamsOf(state, include, fieldsets));
  const extraActions = useOverrideActions(override.actions);
  const { available: availableActions, request: requestAction } = extraActions;
  const title = kindLabel(t, resource.type);
  useDocumentTitle(title);
  useSkipTarget('grid');

  const change = (next: Partial<GridState>) => {
    // Any change but paging starts again at the first page. The grid also reports models it was
    // given (at mount, after a fetch): what changes nothing is not a navigation.
    const search = gridSearch({ ...state, page: 1, ...next });
    if (search === gridSearch(state)) return;
    setSearchParams(search, { replace: !('page' in next) });
    setSelection({ type: 'include', ids: new Set() });
  };

  // The link to a record sits in its declared title column, else in the first column that names it.
  const titleField = resource.presentation?.titleField;
  const nameField = titleField && fields.some((field) => field.source === 'attribute' && field.name === titleField) ? titleField : fields.find((field) => field.source === 'attribute' && namingFieldsOf(resource).includes(field.name))?.name;
  const { timeZone, hrefOf } = access;
  // Definitions, not data: the grid wants the same objects between renders.
  const columns = useMemo((): GridColDef<Model>[] => [
    ...fields.map(
      (field: Field): GridColDef<Model> => ({
        field: field.name,
        headerName: fieldLabel(t, resource.type, field.name),
        flex: 1,
        minWidth: 120,
        sortable: resource.sortable.includes(field.name),
        renderCell: ({ row }) =>
          field.name === nameField ? (
            <>
              {/* At least 24 px high: a touch target (WCAG 2.5.8), however short the row's text. */}
              <Box component={SmartLink} href={adminPaths.resource(resource.type, 'show', row.id)} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 24 }}>
                <InLanguageText locale={fallbackLocaleOf(row, field.name)}>{ownFieldLabel(row, field.name)}</InLanguageText>
              </Box>
              {isDeleted(row) && <Chip size="small" label={t('admin.deleted')} sx={{ ml: 1 }} />}
            </>
          ) : (
            override.columns?.[field.name]?.renderCell({ row, field }) ?? (
              <InLanguageText locale={fallbackLocaleOf(row, field.name)}>
                <FieldValue field={field} value={row[field.name]} timeZone={timeZone} hrefOf={hrefOf} />
              </InLanguageText>
            )
          ),
      }),
    ),
    {
      field: 'actions',
      type: 'actions',
      headerName: t('admin.actions'),
      width: 150,
      getActions: ({ row }) => {
        const go = (action: string) => () => void navigate(adminPaths.resource(resource.type, action, row.id));
        const item = (action: string, label: string, icon: React.ReactElement) => (
          <GridActionsCellItem key={action} icon={icon} label={`${label}: ${recordLabel(row)}`} onClick={go(action)} />
        );
        if (isDeleted(row)) return [item('show', t('admin.show'), <VisibilityIcon />), item('restore', t('admin.restore'), <RestoreIcon />), item('delete', t('admin.deleteForGood'), <DeleteIcon />)];
        return [
          item('show', t('admin.show'), <VisibilityIcon />),
          item('update', t('admin.update'), <EditIcon />),
          resource.softDelete ? item('softDelete', t('admin.softDelete'), <DeleteIcon />) : item('delete', t('admin.delete'), <DeleteIcon />),
          ...availableActions(row).map((action) =>
            action.href ? (
              <GridActionsCellItem key={action.name} icon={action.icon} label={`${action.label(t)}: ${recordLabel(row)}`} component="a" href={action.href(row)} download={action.isDownload ? '' : undefined} showInMenu />
            ) : (
              <GridActionsCellItem key={action.name} icon={action.icon} label={`${action.label(t)}: ${recordLabel(row)}`} onClick={() => requestAction(action, row)} showInMenu />
            ),
          ),
        ];
      },
    },
  ], [t, resource, fields, nameField, timeZone, hrefOf, navigate, override.columns, availableActions, requestAction]);

  const chosenColumns = state.columns?.join(',') ?? null;
  const visibility: GridColumnVisibilityModel = useMemo(() => {
    const shown = chosenColumns !== null ? chosenColumns.split(',') : defaultVisibleColumns(resource, fields);
    return Object.fromEntries(fields.map((field) => [field.name, shown.includes(field.name)]));
  }, [resource, fields, chosenColumns]);
  const columnNames = new Set(fields.map((field) => field.name));
  // A default sort on a field without a column (createdAt…) is the server's; the grid shows none.
  // The grid sorts on one column (MIT version): it shows the first sort; further keys stay the server's.
  const sortKey = JSON.stringify(state.sort);
  const sortModel: GridSortModel = useMemo(
    () => (JSON.parse(sortKey) as GridState['sort']).filter(({ field }) => columnNames.has(field)).slice(0, 1).map(({ field, order }) => ({ field, sort: order })),
    [sortKey, fields],
  );
  const selectedIds = [...selection.ids].map(String);

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h4" component="h1" id="resource-title" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <ListActionButtons actions={override.listActions} />
        {kind.canCreate && (
          <Button component={SmartLink} href={adminPaths.resource(resource.type, 'create')} variant="contained" startIcon={<AddIcon />}>
            {t('admin.create')}
          </Button>
        )}
      </Box>
      <GridFilters resource={resource} state={state} onChange={change} canSeeTrashed={access.isAdmin && resource.softDelete} />
      <BulkDelete resource={resource} ids={selectedIds} onDone={() => setSelection({ type: 'include', ids: new Set() })} />
      {extraActions.dialog}
      <Box id={skipTargetId('grid')}>
        <DataGrid
          aria-labelledby="resource-title"
          rows={list.data?.data ?? NO_ROWS}
          rowCount={list.data?.total ?? 0}
          columns={columns}
          loading={list.isFetching}
          localeText={gridLocaleText(locale)}
          autoHeight
          disableColumnFilter
          checkboxSelection
          disableRowSelectionOnClick
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          paginationMode="server"
          sortingMode="server"
          pageSizeOptions={[...PAGE_SIZES]}
          paginationModel={{ page: state.page - 1, pageSize: state.size }}
          onPaginationModelChange={(model) => {
            if (model.page + 1 !== state.page || model.pageSize !== state.size) change({ page: model.page + 1, size: model.pageSize });
          }}
          sortModel={sortModel}
          onSortModelChange={(model) => {
            if (JSON.stringify(model) !== JSON.stringify(sortModel)) change({ sort: model.map(({ field, sort }) => ({ field, order: sort ?? 'asc' })) });
          }}
          columnVisibilityModel={visibility}
          onColumnVisibilityModelChange={(model) => {
            const columns = fields.filter((field) => model[field.name] !== false).map((field) => field.name);
            if (columns.join() !== fields.filter((field) => visibility[field.name]).map((field) => field.name).join()) change({ columns });
          }}
          showToolbar
          slotProps={{ toolbar: { showQuickFilter: false, csvOptions: { disableToolbarButton: true }, printOptions: { disableToolbarButton: true } } }}
        />
      </Box>
    </Container>
  );
}
