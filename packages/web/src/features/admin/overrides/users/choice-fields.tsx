import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { Controller } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { ACCESS_LEVELS, ROLES } from '@relais/domain';
import { useAnyList } from '../../../../lib/data-layer/hooks.ts';
import { humanised, recordLabel } from '../../../../lib/resources/labels.ts';
import type { FieldOverrideProps } from '../types.ts';

/** The translated names of a reference kind's rows (roles, access levels), by id. */
function useNames(type: string): (id: string) => string {
  const list = useAnyList(type, { page: { number: 1, size: 100 } });
  const byId = new Map((list.data?.data ?? []).map((row) => [row.id, recordLabel(row)]));
  return (id) => byId.get(id) ?? humanised(id);
}

/**
 * A user's roles as one checkbox per role of the spec (in the spec's order), named as the roles
 * kind names them in the reading language. Writes the `roles` relationship's ids.
 */
export function RolesField({ field, control, label }: FieldOverrideProps) {
  const nameOf = useNames('roles');
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: input, fieldState }) => {
        const chosen = new Set((input.value as string[] | null) ?? []);
        const toggle = (id: string, isOn: boolean) => input.onChange(ROLES.filter((role) => (role === id ? isOn : chosen.has(role))));
        return (
          <FormControl component="fieldset" error={!!fieldState.error} variant="standard">
            <FormLabel component="legend">{label}</FormLabel>
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {ROLES.map((role, index) => (
                <FormControlLabel
                  key={role}
                  control={<Checkbox name={field.name} value={role} checked={chosen.has(role)} onChange={(event) => toggle(role, event.target.checked)} onBlur={input.onBlur} slotProps={{ input: index === 0 ? { ref: input.ref } : {} }} />}
                  label={nameOf(role)}
                />
              ))}
            </FormGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}

/** A user's own access level: one of the levels by weight, or none. Writes the `accessLevel` relationship. */
export function AccessLevelField({ field, control, label }: FieldOverrideProps) {
  const { t } = useTranslation();
  const nameOf = useNames('access-levels');
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: input, fieldState }) => (
        <FormControl component="fieldset" error={!!fieldState.error} variant="standard">
          <FormLabel component="legend">{label}</FormLabel>
          <RadioGroup name={field.name} value={(input.value as string | null) ?? ''} onChange={(event) => input.onChange(event.target.value || null)} onBlur={input.onBlur} row>
            <FormControlLabel value="" control={<Radio slotProps={{ input: { ref: input.ref } }} />} label={t('admin.none')} />
            {ACCESS_LEVELS.map((level) => (
              <FormControlLabel key={level.id} value={level.id} control={<Radio />} label={nameOf(level.id)} />
            ))}
          </RadioGroup>
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
