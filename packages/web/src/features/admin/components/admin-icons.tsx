import Box from '@mui/material/Box';
import { createSvgIcon } from '@mui/material/utils';

/** Icons of the back office (Material Design paths): they load with the admin area only. */
export const MenuTreeIcon = createSvgIcon(<path d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z" />, 'MenuTree');
export const StatsIcon = createSvgIcon(<path d="M4 9h4v11H4zm12 4h4v7h-4zm-6-9h4v16h-4z" />, 'BarChart');
export const AddIcon = createSvgIcon(<path d="M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z" />, 'Add');
export const EditIcon = createSvgIcon(<path d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z" />, 'Edit');
export const DeleteIcon = createSvgIcon(<path d="M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z" />, 'Delete');
export const RestoreIcon = createSvgIcon(
  <path d="M13 3a9 9 0 0 0-9 9H1l3.89 3.89.07.14L9 12H6c0-3.87 3.13-7 7-7s7 3.13 7 7-3.13 7-7 7c-1.93 0-3.68-.79-4.94-2.06l-1.42 1.42A8.95 8.95 0 0 0 13 21a9 9 0 0 0 0-18m-1 5v5l4.28 2.54.72-1.21-3.5-2.08V8z" />,
  'Restore',
);
export const VisibilityIcon = createSvgIcon(
  <path d="M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3" />,
  'Visibility',
);

/** A kind's mark in the mini drawer: its initial in a rounded square (the name is read, not shown). */
export function KindIcon({ label }: { label: string }) {
  return (
    <Box
      aria-hidden
      sx={{ width: 24, height: 24, borderRadius: 1, border: 1, borderColor: 'currentColor', display: 'grid', placeItems: 'center', fontSize: '0.8rem', fontWeight: 600, lineHeight: 1 }}
    >
      {label.charAt(0).toUpperCase()}
    </Box>
  );
}
export const ArrowUpIcon = createSvgIcon(<path d="M4 12l1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8z" />, 'ArrowUpward');
export const ArrowDownIcon = createSvgIcon(<path d="M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8z" />, 'ArrowDownward');
export const IndentIcon = createSvgIcon(<path d="M3 21h18v-2H3zM3 8v8l4-4zm8 9h10v-2H11zM3 3v2h18V3zm8 6h10V7H11zm0 4h10v-2H11z" />, 'FormatIndentIncrease');
export const OutdentIcon = createSvgIcon(<path d="M11 17h10v-2H11zm-8-5 4 4V8zm0 9h18v-2H3zM3 3v2h18V3zm8 6h10V7H11zm0 4h10v-2H11z" />, 'FormatIndentDecrease');
export const DragIndicatorIcon = createSvgIcon(
  <path d="M11 18c0 1.1-.9 2-2 2s-2-.9-2-2 .9-2 2-2 2 .9 2 2m-2-8c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0-6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m6 4c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2" />,
  'DragIndicator',
);
