import { useTranslation } from '../../lib/i18n/i18n.ts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { InLanguageText } from '../../components/in-language.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { fallbackLocaleOf } from '../../lib/jsonapi.ts';
import { formatNumber } from '../../lib/format.ts';
import { Byline } from '../lists/byline.tsx';
import { BlockHeading } from '../shared/block-heading.tsx';
import { CARD_SX } from '../lists/card-grid.tsx';
import { averageOf, itemPath, themeNamesOf, typeNameOf } from './training-model.ts';
import type { TrainingRequest, TrainingResource } from './training-model.ts';

const CARD = { ...CARD_SX, position: 'relative', '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } } as const;
const COVERING_LINK = { color: 'text.primary', textDecoration: 'none', '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { outline: 'none' } } as const;

/** The type and themes of a resource or request, on one line. */
export function TypeAndThemes({ item }: { item: TrainingResource | TrainingRequest }) {
  const parts = [typeNameOf(item), ...themeNamesOf(item)].filter(Boolean);
  if (!parts.length) return null;
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {parts.join(' · ')}
    </Typography>
  );
}

/** "4.5 out of 5 (3 reviews)", or "No review yet". */
export function RatingSummary({ resource }: { resource: TrainingResource }) {
  const { t } = useTranslation();
  const average = averageOf(resource);
  const count = resource.reviewsCount ?? 0;
  return (
    <Typography variant="body2">
      {average === null || count === 0 ? t('trainingResources.noReviews') : t('trainingResources.rating', { average: formatNumber(average, { maximumFractionDigits: 1 }), count })}
    </Typography>
  );
}

/** One resource in a list: its title linking to its screen, type and themes, byline and rating. */
export function ResourceCard({ resource, pagePath, headingLevel }: { resource: TrainingResource; pagePath: string; headingLevel: number }) {
  return (
    <Box component="article" sx={CARD}>
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <BlockHeading level={headingLevel} variant="h6" sx={{ fontWeight: 700 }}>
          <Box component={SmartLink} href={itemPath(pagePath, resource.id)} sx={COVERING_LINK}>
            <InLanguageText locale={fallbackLocaleOf(resource, 'title')}>{resource.title}</InLanguageText>
          </Box>
        </BlockHeading>
        <TypeAndThemes item={resource} />
        <Byline item={resource} messages="trainingResources" />
        <RatingSummary resource={resource} />
      </Box>
    </Box>
  );
}

/** One request in a list: its title linking to its screen, type and themes, byline and support. */
export function RequestCard({ request, pagePath, headingLevel }: { request: TrainingRequest; pagePath: string; headingLevel: number }) {
  const { t } = useTranslation();
  return (
    <Box component="article" sx={CARD}>
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <BlockHeading level={headingLevel} variant="h6" sx={{ fontWeight: 700 }}>
          <Box component={SmartLink} href={itemPath(pagePath, request.id)} sx={COVERING_LINK}>
            <InLanguageText locale={fallbackLocaleOf(request, 'title')}>{request.title}</InLanguageText>
          </Box>
        </BlockHeading>
        <TypeAndThemes item={request} />
        <Byline item={request} messages="trainingResources" />
        <Typography variant="body2">{t('trainingResources.supporters', { count: request.likesCount ?? 0 })}</Typography>
      </Box>
    </Box>
  );
}
