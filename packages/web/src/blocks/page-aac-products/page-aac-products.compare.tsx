import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MIN_COMPARED, comparedOf } from '@relais/domain';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import type { BlockProps } from '../block-types.ts';
import { BlockHeading } from '../shared/block-heading.tsx';
import { comparePath, productPath, rowsOf } from './aac-product.ts';
import type { AacProduct } from './aac-product.ts';
import { productSections } from './product-lists.tsx';

type CompareProps = Extract<BlockProps<'pageAacProducts'>, { screen: '/compare' }>;

/**
 * Two to four products side by side (issue 28 item 4): a table whose columns are the products (their
 * names as column headers) and whose rows are the catalogue's lists (row headers), each cell the
 * product's entries with their notes. The address names the products, so it can be shared.
 */
export function AacProductComparison({ data, page }: CompareProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const ids = comparedOf(Object.fromEntries(searchParams));
  const byId = new Map(rowsOf<AacProduct>(data.products).map((product) => [product.id, product]));
  const products = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  useDocumentTitle(t('aacCatalogue.compareTitle'));
  const accessLabel = (type: string, integration: string) => t('aacCatalogue.accessLine', { type, integration });
  const sections = products.map((product) => productSections(product, accessLabel));
  const rowKeys = ['accessTypes', 'systems', 'keyboardTypes', 'pictogramTypes', 'conjugationTypes', 'sellers'];
  const backToList = `${page.path}${ids.length ? `?compare=${ids.join(',')}` : ''}`;
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Button component={SmartLink} href={backToList} sx={{ mb: 2 }}>
        {t('aacCatalogue.backToList')}
      </Button>
      <BlockHeading level={1} variant="h3" sx={{ fontWeight: 700, mb: 2 }}>
        {t('aacCatalogue.compareTitle')}
      </BlockHeading>
      {products.length < MIN_COMPARED ? (
        <Typography>{t('aacCatalogue.compareTooFew', { min: MIN_COMPARED })}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('aacCatalogue.compareTitle')}>
          <Box
            component="table"
            sx={{ borderCollapse: 'collapse', minWidth: '100%', '& th, & td': { textAlign: 'start', verticalAlign: 'top', p: 1.5, border: 1, borderColor: 'divider', minWidth: 180 } }}
          >
            <caption style={{ captionSide: 'top', textAlign: 'start', paddingBottom: 8 }}>{t('aacCatalogue.compareCaption', { count: products.length })}</caption>
            <thead>
              <tr>
                <td />
                {products.map((product) => (
                  <th key={product.id} scope="col">
                    <SmartLink href={productPath(page.path, product.id)}>{product.name}</SmartLink>
                    <Box sx={{ fontWeight: 400, mt: 1 }}>
                      <SmartLink href={comparePath(page.path, ids.filter((id) => id !== product.id))}>{t('aacCatalogue.removeFromComparison', { name: product.name })}</SmartLink>
                    </Box>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t('aacCatalogue.productType')}</th>
                {products.map((product) => (
                  <td key={product.id}>{t(`aacCatalogue.${product.productType}`)}</td>
                ))}
              </tr>
              {rowKeys.map((key, index) => (
                <tr key={key}>
                  <th scope="row">{t(`aacCatalogue.${key}`)}</th>
                  {products.map((product, column) => {
                    const lines = sections[column]![index]!.lines;
                    return (
                      <td key={product.id}>
                        {lines.length === 0 ? (
                          <Box component="span" sx={{ color: 'text.secondary' }}>
                            {t('aacCatalogue.none')}
                          </Box>
                        ) : (
                          <Box component="ul" sx={{ m: 0, pl: 2 }}>
                            {lines.map((line) => (
                              <li key={line.key}>
                                {line.name}
                                {line.note && (
                                  <Box component="span" sx={{ display: 'block', color: 'text.secondary', typography: 'body2' }}>
                                    {line.note}
                                  </Box>
                                )}
                              </li>
                            ))}
                          </Box>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      )}
    </Container>
  );
}
