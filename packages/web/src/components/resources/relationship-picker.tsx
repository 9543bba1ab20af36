import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { registry } from '@relais/domain';
import { useAnyList } from '../../lib/data-layer/hooks.ts';
import type { RelatedIds } from '../../lib/data-layer/data-provider.ts';
import type { Model } from '../../lib/jsonapi.ts';
import { recordTitle } from '../../lib/resources/labels.ts';

const OPTIONS_SIZE = 20;
const SEARCH_DELAY_MS = 300;

export interface RelationshipPickerProps {
  label: string;
  /** The related kind. */
  target: string;
  /** An id, ids (to-many), or null. */
  value: RelatedIds;
  onChange: (value: RelatedIds) => void;
  isMultiple?: boolean;
  isRequired?: boolean;
  error?: string;
  size?: 'small' | 'medium';
  name?: string;
  inputRef?: React.Ref<HTMLInputElement>;
  onBlur?: () => void;
}

const idsOf = (value: RelatedIds | undefined): string[] => (typeof value === 'string' ? [value] : Array.isArray(value) ? [...(value as string[])] : []);

/**
 * A to-one or to-many choice among the records of another kind. The options come from the server,
 * searched through the kind's `search` filter as the user types (the first records otherwise); the
 * chosen records are read by id so their names show.
 */
export function RelationshipPicker({ label, target, value, onChange, isMultiple = false, isRequired = false, error, size = 'medium', name, inputRef, onBlur }: RelationshipPickerProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const targetResource = registry.find(target);
  const canSearch = targetResource?.filters.search?.kind === 'search';
  const ids = idsOf(value);
  const chosen = useAnyList(target, { filter: { id: ids }, page: { number: 1, size: Math.max(ids.length, 1) } }, { enabled: ids.length > 0 });
  const options = useAnyList(target, { page: { number: 1, size: OPTIONS_SIZE }, ...(canSearch && search ? { filter: { search } } : {}) }, { enabled: isOpen });
  const byId = new Map<string, Model>();
  for (const row of [...(chosen.data?.data ?? []), ...(options.data?.data ?? [])]) byId.set(row.id, row);
  const optionOf = (id: string): Model => byId.get(id) ?? { id, type: target };
  const common = {
    open: isOpen,
    onOpen: () => setIsOpen(true),
    onClose: () => setIsOpen(false),
    options: options.data?.data ?? [],
    loading: options.isFetching,
    getOptionLabel: (option: Model) => recordTitle(targetResource, option),
    isOptionEqualToValue: (option: Model, selected: Model) => option.id === selected.id,
    // Searched by the server: what it answers is what matches.
    ...(canSearch ? { filterOptions: (all: Model[]) => all } : {}),
    onInputChange: (_event: unknown, text: string, reason: string) => {
      if (reason === 'input' || reason === 'clear') setInput(text);
    },
    loadingText: t('common.loading'),
    noOptionsText: t('admin.noOptions'),
    size,
    onBlur,
    renderInput: (params: object) => <TextField {...params} name={name} inputRef={inputRef} label={label} required={isRequired} error={!!error} helperText={error} />,
  };
  if (isMultiple) {
    return <Autocomplete<Model, true> {...common} multiple value={ids.map(optionOf)} onChange={(_event, selected) => onChange(selected.map((row) => row.id))} />;
  }
  return <Autocomplete<Model, false> {...common} value={ids[0] ? optionOf(ids[0]) : null} onChange={(_event, selected) => onChange(selected?.id ?? null)} />;
}
