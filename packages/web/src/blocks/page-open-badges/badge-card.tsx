import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { InLanguageText } from '../../components/in-language.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { fallbackLocaleOf } from '../../lib/jsonapi.ts';
import { BlockHeading } from '../shared/block-heading.tsx';
import { CARD_SX } from '../lists/card-grid.tsx';
import { itemPath } from '../page-training-resources-search/training-model.ts';

export interface OpenBadge {
  id: string;
  title: string;
  description?: string | null;
  version?: number;
  validityDuration?: number | null;
  publishedAt?: string | null;
  assertionsCount?: number;
  modules?: { id: string; position: number; title: string; content?: string | null; fallbackLocales?: Record<string, string> }[];
  criteriaFile?: { url?: string | null; name?: string | null; originalName?: string | null } | null;
  fallbackLocales?: Record<string, string>;
}

/** The badge's picture: the public PNG the hosted badge class names (its image, or a drawn medal). */
export const badgeImageUrl = (id: string) => `/api/v1/services/open-badges/badges/${encodeURIComponent(id)}/image`;

const CARD = { ...CARD_SX, position: 'relative', '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } } as const;
const COVERING_LINK = { color: 'text.primary', textDecoration: 'none', '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { outline: 'none' } } as const;

/** "Valid 365 days" or "Never expires", and how many were issued. */
export function BadgeFacts({ badge }: { badge: OpenBadge }) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {[badge.validityDuration ? t('openBadges.validFor', { count: badge.validityDuration }) : t('openBadges.neverExpires'), t('openBadges.issued', { count: badge.assertionsCount ?? 0 })].join(' · ')}
    </Typography>
  );
}

/** One badge in a list: its picture, its title linking to its screen, its facts. */
export function BadgeCard({ badge, pagePath, headingLevel }: { badge: OpenBadge; pagePath: string; headingLevel: number }) {
  return (
    <Box component="article" sx={CARD}>
      <Box sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flex: 1 }}>
        <Box component="img" src={badgeImageUrl(badge.id)} alt="" width={72} height={72} loading="lazy" sx={{ flex: '0 0 72px', borderRadius: '50%' }} />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <BlockHeading level={headingLevel} variant="h6" sx={{ fontWeight: 700 }}>
            <Box component={SmartLink} href={itemPath(pagePath, badge.id)} sx={COVERING_LINK}>
              <InLanguageText locale={fallbackLocaleOf(badge, 'title')}>{badge.title}</InLanguageText>
            </Box>
          </BlockHeading>
          <BadgeFacts badge={badge} />
        </Box>
      </Box>
    </Box>
  );
}
