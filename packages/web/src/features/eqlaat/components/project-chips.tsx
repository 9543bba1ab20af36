import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { blue, cyan, deepPurple, indigo, pink, red, teal } from '@mui/material/colors';
import { useTheme } from '@mui/material/styles';
import { compareProjectStatuses, projectStatusColor, tagColor } from '@relais/domain';
import type { TagColor } from '@relais/domain';

/**
 * The coloured chips of a project: its statuses in the theme's status colours (spec, platform §9),
 * its categories in the colour a hash of their id picks (domain `tagColor`). The text on each is the
 * theme's contrast colour for its background (threshold 4.5, so AA in light and dark alike).
 */

/** The Material shade a tag colour is drawn in: deep enough to hold white or black text at AA. */
export const TAG_BACKGROUNDS: Readonly<Record<TagColor, string>> = {
  red: red[700],
  pink: pink[700],
  teal: teal[700],
  indigo: indigo[700],
  'deep-purple': deepPurple[700],
  cyan: cyan[900],
  blue: blue[800],
};

export interface StatusLike {
  id: string;
  name?: string | null;
}

export interface CategoryLike {
  id: string;
  name?: string | null;
}

/** Statuses in the spec's display order, each in its colour. */
export function StatusChips({ statuses, label }: { statuses: readonly StatusLike[]; label: string }) {
  if (!statuses.length) return null;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {[...statuses].sort(compareProjectStatuses).map((status) => (
        <li key={status.id}>
          <Chip label={status.name ?? status.id} color={projectStatusColor(status.id)} size="small" data-status={status.id} sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }} />
        </li>
      ))}
    </Box>
  );
}

/** Categories, each in the colour of its id. */
export function CategoryChips({ categories, label }: { categories: readonly CategoryLike[]; label: string }) {
  const theme = useTheme();
  if (!categories.length) return null;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {categories.map((category) => {
        const background = TAG_BACKGROUNDS[tagColor(category.id)];
        return (
          <li key={category.id}>
            <Chip
              label={category.name ?? category.id}
              size="small"
              data-color={tagColor(category.id)}
              sx={{ backgroundColor: background, color: theme.palette.getContrastText(background), maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
            />
          </li>
        );
      })}
    </Box>
  );
}
