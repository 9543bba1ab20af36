import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { InLanguageText } from '../../components/in-language.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { fallbackLocaleOf } from '../../lib/jsonapi.ts';
import { BlockHeading } from '../shared/block-heading.tsx';
import { CARD_SX, COMPACT_CARD_MIN_HEIGHT } from '../lists/card-grid.tsx';
import { itemPath } from '../page-training-resources-search/training-model.ts';

export interface TrainingName {
  id: string;
  name: string;
}

export interface TrainingSession {
  id: string;
  startAt: string;
  endAt?: string | null;
  address?: { id: string; fullName?: string | null; organization?: string | null; line1?: string | null; line2?: string | null; postalCode?: string | null; city?: string | null } | null;
}

export interface Training {
  id: string;
  title: string;
  shortDescription?: string | null;
  description?: string | null;
  duration?: string | null;
  externalUrl?: string | null;
  category?: TrainingName | null;
  level?: TrainingName | null;
  trainingType?: TrainingName | null;
  image?: { url?: string | null } | null;
  sessions?: TrainingSession[];
  fallbackLocales?: Record<string, string>;
}

// No picture: the card is as tall as its text needs, at least the compact placeholder's height.
const CARD = { ...CARD_SX, minHeight: COMPACT_CARD_MIN_HEIGHT, position: 'relative', '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } } as const;
const COVERING_LINK = { color: 'text.primary', textDecoration: 'none', '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { outline: 'none' } } as const;

/** Category, level and type, on one line. */
export function TrainingFacts({ training }: { training: Training }) {
  const parts = [training.category?.name, training.level?.name, training.trainingType?.name, training.duration].filter(Boolean);
  if (!parts.length) return null;
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {parts.join(' · ')}
    </Typography>
  );
}

/** One training in a list: its title linking to its screen, its facts and short description (three lines at most). */
export function TrainingCard({ training, pagePath, headingLevel }: { training: Training; pagePath: string; headingLevel: number }) {
  return (
    <Box component="article" sx={CARD}>
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <BlockHeading level={headingLevel} variant="h6" sx={{ fontWeight: 700 }}>
          <Box component={SmartLink} href={itemPath(pagePath, training.id)} sx={COVERING_LINK}>
            <InLanguageText locale={fallbackLocaleOf(training, 'title')}>{training.title}</InLanguageText>
          </Box>
        </BlockHeading>
        <TrainingFacts training={training} />
        {training.shortDescription && (
          // Whole: a clamp would cut it with the accessibility drawer's largest text (WCAG 1.4.12).
          <Typography variant="body2" lang={fallbackLocaleOf(training, 'shortDescription')}>
            {training.shortDescription}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
