import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { registry, throughStep } from '@relais/domain';
import type { FilterDefinition, ResourceDefinition } from '@relais/domain';
import { fieldLabel } from '../../../../lib/resources/labels.ts';
import { RelationshipPicker } from '../../../../components/resources/relationship-picker.tsx';
import { gridFilters, hasQuickSearch } from '../../../../lib/resources/list-state.ts';
import type { GridState } from '../../../../lib/resources/list-state.ts';

const SEARCH_DELAY_MS = 300;

/** The quick search: sent a moment after the user stops typing, not on every key. */
function QuickSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return <TextField type="search" size="small" label={t('common.search')} value={text} onChange={(event) => setText(event.target.value)} />;
}

interface FilterProps {
  resource: ResourceDefinition;
  name: string;
  definition: FilterDefinition;
  value: string;
  onChange: (value: string) => void;
}

/** One declared filter: a choice for yes/no and enumerations, a picker for a to-one or a filter through linking rows, text otherwise. */
function DeclaredFilter({ resource, name, definition, value, onChange }: FilterProps) {
  const { t } = useTranslation();
  const label = fieldLabel(t, resource.type, name);
  const select = (options: { value: string; label: string }[]) => (
    <TextField select size="small" label={label} value={value} onChange={(event) => onChange(event.target.value)} sx={{ minWidth: 160 }}>
      <MenuItem value="">{t('admin.any')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
  const yesNo = [
    { value: 'true', label: t('common.yes') },
    { value: 'false', label: t('common.no') },
  ];
  const picker = (target: string) => (
    <Box sx={{ minWidth: 220 }}>
      <RelationshipPicker label={label} target={target} value={value || null} onChange={(id) => onChange(typeof id === 'string' ? id : '')} size="small" />
    </Box>
  );
  if (definition.kind === 'isNull') return select(yesNo);
  if (definition.kind === 'through') {
    const step = throughStep(registry.find, resource, definition.paths[0]!);
    return 'problem' in step ? null : picker(step.target);
  }
  if (definition.kind !== 'exact') return null;
  const relationship = resource.relationships[definition.field];
  if (relationship?.type) return picker(relationship.type);
  const attribute = resource.attributes[definition.field];
  if (attribute?.kind === 'boolean') return select(yesNo);
  if (attribute?.kind === 'enum') {
    // The value's label as the record's form shows it (`fields.{type}.{field}_{value}`), else the value.
    return select((attribute.values ?? []).map((option) => ({ value: option, label: t(`fields.${resource.type}.${definition.field}_${option}`, { defaultValue: option }) })));
  }
  return <TextField size="small" label={label} value={value} onChange={(event) => onChange(event.target.value)} />;
}

/** The grid's search, declared filters and (admins, soft-deletable kinds) the soft-deleted toggle. */
export function GridFilters({ resource, state, onChange, canSeeTrashed }: { resource: ResourceDefinition; state: GridState; onChange: (next: Partial<GridState>) => void; canSeeTrashed: boolean }) {
  const { t } = useTranslation();
  const filters = gridFilters(resource);
  if (!hasQuickSearch(resource) && !filters.length && !canSeeTrashed) return null;
  return (
    <Box role="search" aria-label={t('admin.filters')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
      {hasQuickSearch(resource) && <QuickSearch value={state.search} onChange={(search) => onChange({ search })} />}
      {filters.map(([name, definition]) => (
        <DeclaredFilter
          key={name}
          resource={resource}
          name={name}
          definition={definition}
          value={state.filter[name] ?? ''}
          onChange={(value) => onChange({ filter: { ...state.filter, [name]: value } })}
        />
      ))}
      {canSeeTrashed && (
        <TextField
          select
          size="small"
          label={t('admin.deletedRows')}
          value={state.trashed ?? ''}
          onChange={(event) => onChange({ trashed: (event.target.value || null) as GridState['trashed'] })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('admin.withoutDeleted')}</MenuItem>
          <MenuItem value="with">{t('admin.withDeleted')}</MenuItem>
          <MenuItem value="only">{t('admin.onlyDeleted')}</MenuItem>
        </TextField>
      )}
    </Box>
  );
}
