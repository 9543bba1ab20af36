import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { InLanguageText } from '../../components/in-language.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { fallbackLocaleOf } from '../../lib/jsonapi.ts';
import { BlockHeading } from '../shared/block-heading.tsx';
import { CARD_SX, CardPicture } from '../lists/card-grid.tsx';
import { ArticleTitle, PublishedOn } from './article-model.tsx';
import type { Article } from './article-model.tsx';

const COVERING_LINK_SX = { color: 'text.primary', textDecoration: 'none', '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { outline: 'none' } } as const;

/** One article in a grid: its picture, its title linking to its screen (when it has one), its date and summary. */
export function ArticleCard({ article, href, headingLevel }: { article: Article; href: string | null; headingLevel: number }) {
  return (
    <Box component="article" sx={{ ...CARD_SX, position: 'relative', '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}>
      <CardPicture url={article.image?.url} />
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <BlockHeading level={headingLevel} variant="h6" sx={{ fontWeight: 700 }}>
          {href ? (
            <Box component={SmartLink} href={href} sx={COVERING_LINK_SX}>
              <ArticleTitle article={article} />
            </Box>
          ) : (
            <ArticleTitle article={article} />
          )}
        </BlockHeading>
        <PublishedOn article={article} />
        {article.shortDescription && (
          // Never clamped: enlarged text must not cut the summary (WCAG 1.4.12).
          <Typography variant="body2">
            <InLanguageText locale={fallbackLocaleOf(article, 'shortDescription')}>{article.shortDescription}</InLanguageText>
          </Typography>
        )}
      </Box>
    </Box>
  );
}
