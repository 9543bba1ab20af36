import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { currentLines } from '@relais/domain';
import { useAnyList } from '../../../../lib/data-layer/hooks.ts';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import type { Model } from '../../../../lib/jsonapi.ts';
import type { ActionFormProps } from '../types.ts';

/** The replacement the form gathers: the line, its model and the unit that takes its item's place. */
export interface LineReplacement {
  line: string;
  model: string;
  item: string;
}

export const initialReplacement = (): LineReplacement => ({ line: '', model: '', item: '' });
export const isReplacement = (value: unknown) => {
  const replacement = value as LineReplacement | null;
  return !!replacement && !!replacement.line && !!replacement.model && !!replacement.item;
};

const idOf = (value: unknown) => (value as { id?: string } | null | undefined)?.id ?? '';
const nameOf = (value: unknown) => String((value as { name?: unknown } | null | undefined)?.name ?? '');
const unitOf = (value: unknown) => String((value as { stockId?: unknown } | null | undefined)?.stockId ?? '');

/**
 * Replacing an item on a command's line (issue 26 item 4): the command's current lines (those no
 * other line replaces), then the units of the chosen line's model other than its own. The server
 * refuses a unit held elsewhere over the period, naming it.
 */
export function ReplaceForm({ record, value, onChange }: ActionFormProps) {
  const { t } = useTranslation();
  const replacement = (value as LineReplacement | null) ?? initialReplacement();
  const lines = useAnyList('rental-command-items', { filter: { command: record.id }, include: ['rentalModel', 'item'], page: { number: 1, size: 100 }, sort: [{ field: 'createdAt', order: 'asc' }] });
  const rows = currentLines((lines.data?.data ?? []).map((row: Model) => ({ id: row.id, replaceId: idOf(row.replace) || null, rentalModel: row.rentalModel, item: row.item })));
  const chosen = rows.find((row) => row.id === replacement.line);
  const units = useAnyList('rental-items', { filter: { rentalModel: replacement.model }, page: { number: 1, size: 100 }, sort: [{ field: 'stockId', order: 'asc' }] }, { enabled: !!replacement.model });
  const choices = (units.data?.data ?? []).filter((unit) => unit.id !== idOf(chosen?.item));
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <TextField
        select
        label={t('rentalInvoices.replaceLineLabel')}
        value={replacement.line}
        onChange={(event) => {
          const line = rows.find((row) => row.id === event.target.value);
          onChange({ line: event.target.value, model: idOf(line?.rentalModel), item: '' });
        }}
      >
        {rows.map((row) => (
          <MenuItem key={row.id} value={row.id}>
            {t('rentalInvoices.lineOption', { model: nameOf(row.rentalModel), item: unitOf(row.item) || t('rentalInvoices.noItem') })}
          </MenuItem>
        ))}
      </TextField>
      {replacement.model && !units.isPending && choices.length === 0 ? (
        <Typography>{t('rentalInvoices.noOtherItem')}</Typography>
      ) : (
        <TextField select disabled={!replacement.model} label={t('rentalInvoices.replaceItemLabel')} value={replacement.item} onChange={(event) => onChange({ ...replacement, item: event.target.value })}>
          {choices.map((unit) => (
            <MenuItem key={unit.id} value={unit.id}>
              {unitOf(unit)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
