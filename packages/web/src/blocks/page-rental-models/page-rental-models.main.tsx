import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { Container } from '../../components/container.tsx';
import { InLanguageText } from '../../components/in-language.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { deserialize, fallbackLocaleOf } from '../../lib/jsonapi.ts';
import type { JsonApiDocument } from '../../lib/jsonapi.ts';
import { useFormatPrice } from '../../lib/rental/format.ts';
import type { BlockProps } from '../block-types.ts';
import { CARD_GRID_SX, CARD_SX, CardPicture } from '../lists/card-grid.tsx';
import { ListPagination, ListSearch } from '../lists/list-controls.tsx';
import { pageCountOf, totalOf } from '../lists/list-meta.ts';
import { BlockHeading, ListHeading, nextLevel } from '../shared/block-heading.tsx';
import { modelPath, modelsOf } from './rental-model.ts';
import { CartLink } from './cart-link.tsx';

type ListProps = Extract<BlockProps<'pageRentalModels'>, { screen: 'main' }>;

/** The catalogue: the categories to narrow it, the quick search, and the models as cards with photo and price. */
export function RentalModelList({ props, headingLevel, data, page }: ListProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const [searchParams] = useSearchParams();
  const search = (searchParams.get('q') ?? '').trim();
  const category = searchParams.get('category') ?? '';
  const pageNumber = Math.max(1, Number(searchParams.get('page')) || 1);
  const models = modelsOf(data.models);
  const categories = data.categories ? (deserialize<{ id: string; name: string }[]>(data.categories as JsonApiDocument) ?? []) : [];
  const total = totalOf(data.models);
  const statusId = useId();
  const categoryHref = (id: string) => `${page.path}${id ? `?category=${encodeURIComponent(id)}` : ''}`;
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <ListHeading title={props.title} headingLevel={headingLevel} pageTitle={page.title} />
      {props.subtitle && <Typography sx={{ color: 'text.secondary', mb: 2 }}>{props.subtitle}</Typography>}
      <CartLink />
      {categories.length > 0 && (
        <Box component="nav" aria-label={t('rental.categories')} sx={{ mb: 2 }}>
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
            {[{ id: '', name: t('rental.allCategories') }, ...categories].map((item) => (
              <li key={item.id || 'all'}>
                <Box
                  component={SmartLink}
                  href={categoryHref(item.id)}
                  aria-current={item.id === category ? 'page' : undefined}
                  sx={{ display: 'inline-block', px: 1.5, py: 0.5, border: 1, borderColor: 'divider', borderRadius: 4, color: 'text.primary', textDecoration: 'none', '&[aria-current]': { bgcolor: 'primary.main', color: 'primary.contrastText', borderColor: 'primary.main' } }}
                >
                  {item.name}
                </Box>
              </li>
            ))}
          </Box>
        </Box>
      )}
      <ListSearch messages="rental" keep={['category']} />
      <Typography id={statusId} role="status" variant="body2" sx={{ color: 'text.secondary', mb: 2, minHeight: '1.5em' }}>
        {(search || category) && total !== null ? t('rental.results', { count: total }) : ''}
      </Typography>
      {models.length === 0 ? (
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <Typography>{search ? t('rental.noResults', { search }) : t('rental.empty')}</Typography>
        </Box>
      ) : (
        <Box component="ul" sx={CARD_GRID_SX}>
          {models.map((model) => (
            <li key={model.id}>
              <Box component="article" sx={{ ...CARD_SX, position: 'relative', '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}>
                <CardPicture url={model.image?.url} />
                <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
                  <BlockHeading level={nextLevel(headingLevel)} variant="h6" sx={{ fontWeight: 700 }}>
                    <Box
                      component={SmartLink}
                      href={modelPath(page.path, model.id)}
                      sx={{ color: 'text.primary', textDecoration: 'none', '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { outline: 'none' } }}
                    >
                      <InLanguageText locale={fallbackLocaleOf(model, 'name')}>{model.name}</InLanguageText>
                    </Box>
                  </BlockHeading>
                  {model.category && <Typography variant="body2" sx={{ color: 'text.secondary' }}>{model.category.name}</Typography>}
                  <Typography sx={{ fontWeight: 700 }}>{t('rental.pricePerPeriod', { price: formatPrice(model.rentingPrice) })}</Typography>
                </Box>
              </Box>
            </li>
          ))}
        </Box>
      )}
      <ListPagination page={pageNumber} count={pageCountOf(data.models)} messages="rental" />
    </Container>
  );
}
