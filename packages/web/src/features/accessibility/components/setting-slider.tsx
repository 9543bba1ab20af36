import { useId } from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import type { Bounds } from '@relais/domain';

interface SettingSliderProps {
  label: string;
  bounds: Bounds;
  value: number;
  /** The value in words, shown and read by screen readers (`aria-valuetext`). */
  valueText: (value: number) => string;
  onChange: (value: number) => void;
}

/** A labelled slider within the spec's bounds (§5); arrows, Page Up/Down, Home and End move it. */
export function SettingSlider({ label, bounds, value, valueText, onChange }: SettingSliderProps) {
  const labelId = useId();
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 1 }}>
        <Typography id={labelId}>{label}</Typography>
        <Typography sx={{ color: 'text.secondary' }}>{valueText(value)}</Typography>
      </Box>
      <Slider
        aria-labelledby={labelId}
        getAriaValueText={valueText}
        value={value}
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        shiftStep={bounds.step * 4}
        onChange={(_event, next) => onChange(Array.isArray(next) ? next[0]! : next)}
        sx={{ mx: 1.5, width: 'calc(100% - 24px)' }}
      />
    </Box>
  );
}
