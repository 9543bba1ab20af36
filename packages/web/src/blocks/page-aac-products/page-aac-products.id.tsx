import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { Button } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { InLanguageText } from '../../components/in-language.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { fallbackLocaleOf } from '../../lib/jsonapi.ts';
import type { BlockProps } from '../block-types.ts';
import { BlockHeading } from '../shared/block-heading.tsx';
import { contributionPath, rowsOf } from './aac-product.ts';
import type { AacProduct } from './aac-product.ts';
import { SheetSection, productSections } from './product-lists.tsx';

type SheetProps = Extract<BlockProps<'pageAacProducts'>, { screen: '/:id' }>;

/**
 * Printing a sheet prints the sheet alone: the site's header, menu, footer and the sheet's own
 * buttons are left out, links show their address, and sections do not break across pages.
 */
const PRINT_STYLES = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, nav, footer, [role="banner"], [role="contentinfo"], [data-no-print]': { display: 'none !important' },
        body: { background: '#fff !important', color: '#000 !important' },
        '[data-product-sheet] a[href^="http"]::after': { content: '" (" attr(href) ")"' },
      },
    }}
  />
);

/** A product's sheet (issue 28 item 4): its name as h1, type, description, and each list with its notes; printable. */
export function AacProductSheet({ data, page }: SheetProps) {
  const { t } = useTranslation();
  const [product] = rowsOf<AacProduct>(data.product);
  useDocumentTitle(product?.name ?? null, false, product?.description ?? null);
  if (!product) return null;
  const sections = productSections(product, (type, integration) => t('aacCatalogue.accessLine', { type, integration }));
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      {PRINT_STYLES}
      <Box component="article" data-product-sheet>
        <Box data-no-print sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <Button component={SmartLink} href={page.path}>
            {t('aacCatalogue.backToList')}
          </Button>
          <Button type="button" variant="outlined" onClick={() => window.print()}>
            {t('aacCatalogue.print')}
          </Button>
          <Button component={SmartLink} href={contributionPath(page.path, product.id)}>
            {t('aacCatalogue.proposeChange')}
          </Button>
          <Button component={SmartLink} href={`${page.path}?compare=${product.id}`}>
            {t('aacCatalogue.compareWithOthers')}
          </Button>
        </Box>
        <BlockHeading level={1} variant="h3" sx={{ fontWeight: 700, mb: 1 }}>
          <InLanguageText locale={fallbackLocaleOf(product, 'name')} isMarked>
            {product.name}
          </InLanguageText>
        </BlockHeading>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t(`aacCatalogue.${product.productType}`)}</Typography>
        {product.image?.url && <Box component="img" src={product.image.url} alt="" sx={{ maxWidth: '100%', maxHeight: 320, objectFit: 'contain', display: 'block', mb: 2 }} />}
        {product.description && (
          <Typography lang={fallbackLocaleOf(product, 'description')} sx={{ whiteSpace: 'pre-line', mb: 2 }}>
            {product.description}
          </Typography>
        )}
        {product.note && (
          <Typography lang={fallbackLocaleOf(product, 'note')} sx={{ whiteSpace: 'pre-line', mb: 2, fontStyle: 'italic' }}>
            {product.note}
          </Typography>
        )}
        {product.website && (
          <Typography sx={{ mb: 2 }}>
            <SmartLink href={product.website}>{t('aacCatalogue.website')}</SmartLink>
          </Typography>
        )}
        {sections.map((section) => (
          <SheetSection key={section.key} title={t(`aacCatalogue.${section.key}`)} lines={section.lines} headingLevel={2} />
        ))}
      </Box>
    </Container>
  );
}
