import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AAC_DIMENSIONS, MAX_COMPARED, MIN_COMPARED, idsOf } from '@relais/domain';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { InLanguageText } from '../../components/in-language.tsx';
import { LightSelect, LightTextField } from '../../components/light-text-field.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { fallbackLocaleOf } from '../../lib/jsonapi.ts';
import type { BlockProps } from '../block-types.ts';
import { CARD_GRID_SX, CARD_SX, CardPicture } from '../lists/card-grid.tsx';
import { ListPagination } from '../lists/list-controls.tsx';
import { pageCountOf, totalOf } from '../lists/list-meta.ts';
import { BlockHeading, ListHeading, nextLevel } from '../shared/block-heading.tsx';
import { comparePath, contributionPath, productPath, rowsOf } from './aac-product.ts';
import type { AacNamed, AacProduct } from './aac-product.ts';

type ListProps = Extract<BlockProps<'pageAacProducts'>, { screen: 'main' }>;
type Key = (typeof AAC_DIMENSIONS)[number]['key'];
const FILTER_KEYS = ['q', 'productType', ...AAC_DIMENSIONS.map((dimension) => dimension.key)] as const;

/**
 * The filters: words, product type and every dimension of the catalogue as checkboxes (any of the
 * ticked entries within a dimension, all dimensions together), applied with the button so the
 * address holds them and the server draws the same list. The comparison's choice stays in the address too.
 */
function CatalogueFilters({ options }: { options: Record<Key, AacNamed[]> }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [q, setQ] = useState(searchParams.get('q') ?? '');
  const [productType, setProductType] = useState(searchParams.get('productType') ?? '');
  const [chosen, setChosen] = useState<Record<string, string[]>>(() =>
    Object.fromEntries(AAC_DIMENSIONS.map((dimension) => [dimension.key, idsOf(searchParams.get(dimension.key) ?? '', dimension.readable)])),
  );
  const isNarrowed = FILTER_KEYS.some((name) => searchParams.get(name));
  const compare = searchParams.get('compare');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (q.trim()) next.q = q.trim();
    if (productType) next.productType = productType;
    for (const dimension of AAC_DIMENSIONS) if (chosen[dimension.key]?.length) next[dimension.key] = chosen[dimension.key]!.join(',');
    if (compare) next.compare = compare;
    setSearchParams(next);
  };
  const toggle = (key: string, id: string, on: boolean) => setChosen((current) => ({ ...current, [key]: on ? [...(current[key] ?? []), id] : (current[key] ?? []).filter((other) => other !== id) }));
  return (
    <Box component="form" role="search" aria-label={t('aacCatalogue.filtersLabel')} onSubmit={submit} sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', flexWrap: 'wrap', mb: 2 }}>
        <LightTextField type="search" label={t('aacCatalogue.searchLabel')} value={q} onChange={(event) => setQ(event.target.value)} sx={{ flex: '1 1 220px', maxWidth: 420 }} />
        <LightSelect label={t('aacCatalogue.productType')} value={productType} onChange={(event) => setProductType(event.target.value)} sx={{ flex: '0 1 200px' }}>
          <option value="">{t('aacCatalogue.anyProductType')}</option>
          <option value="device">{t('aacCatalogue.device')}</option>
          <option value="software">{t('aacCatalogue.software')}</option>
        </LightSelect>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 2, mb: 2 }}>
        {AAC_DIMENSIONS.map((dimension) =>
          options[dimension.key].length === 0 ? null : (
            <Box component="fieldset" key={dimension.key} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, px: 1.5, pb: 1 }}>
              <Box component="legend" sx={{ px: 0.5, fontWeight: 700 }}>
                {t(`aacCatalogue.${dimension.key}`)}
              </Box>
              {options[dimension.key].map((option) => (
                <Box component="label" key={option.id} sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 0.25 }}>
                  <input type="checkbox" checked={chosen[dimension.key]?.includes(option.id) ?? false} onChange={(event) => toggle(dimension.key, option.id, event.target.checked)} />
                  {option.name}
                </Box>
              ))}
            </Box>
          ),
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained">
          {t('aacCatalogue.applyFilters')}
        </Button>
        {isNarrowed && (
          <Button
            type="button"
            onClick={() => {
              setQ('');
              setProductType('');
              setChosen({});
              setSearchParams(compare ? { compare } : {});
            }}
          >
            {t('aacCatalogue.clearFilters')}
          </Button>
        )}
      </Box>
    </Box>
  );
}

/** The catalogue: its filters, the products as cards each with a box to compare it, and the link to the comparison of the ticked ones. */
export function AacProductList({ props, headingLevel, data, page }: ListProps) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const isNarrowed = FILTER_KEYS.some((name) => searchParams.get(name));
  const products = rowsOf<AacProduct>(data.products);
  const total = totalOf(data.products);
  const pageNumber = Math.max(1, Number(searchParams.get('page')) || 1);
  // The choice lives here and in the address: ticks in quick succession each see the one before,
  // even while the address of the previous tick is still being applied.
  const fromAddress = searchParams.get('compare') ?? '';
  const [compared, setComparedState] = useState(() => idsOf(fromAddress, false, MAX_COMPARED));
  const latest = useRef(compared);
  useEffect(() => {
    const ids = idsOf(fromAddress, false, MAX_COMPARED);
    latest.current = ids;
    setComparedState(ids);
  }, [fromAddress]);
  const options = Object.fromEntries(AAC_DIMENSIONS.map((dimension) => [dimension.key, rowsOf<AacNamed>(data[dimension.key])])) as Record<Key, AacNamed[]>;
  const toggleCompared = (id: string, on: boolean) => {
    const ids = on ? [...latest.current.filter((other) => other !== id), id].slice(0, MAX_COMPARED) : latest.current.filter((other) => other !== id);
    latest.current = ids;
    setComparedState(ids);
    const next = new URLSearchParams(searchParams);
    if (ids.length) next.set('compare', ids.join(','));
    else next.delete('compare');
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <ListHeading title={props.title} headingLevel={headingLevel} pageTitle={page.title} />
      {props.subtitle && <Typography sx={{ color: 'text.secondary', mb: 2 }}>{props.subtitle}</Typography>}
      <CatalogueFilters options={options} />
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 2, minHeight: '1.5em' }}>
        {isNarrowed && total !== null ? t('aacCatalogue.results', { count: total }) : ''}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="body2">{t('aacCatalogue.comparedCount', { count: compared.length, max: MAX_COMPARED })}</Typography>
        {compared.length >= MIN_COMPARED ? (
          <Button component={SmartLink} href={comparePath(page.path, compared)} variant="contained">
            {t('aacCatalogue.compareSelected', { count: compared.length })}
          </Button>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('aacCatalogue.compareHint', { min: MIN_COMPARED, max: MAX_COMPARED })}
          </Typography>
        )}
      </Box>
      {products.length === 0 ? (
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <Typography>{isNarrowed ? t('aacCatalogue.noResults') : t('aacCatalogue.empty')}</Typography>
        </Box>
      ) : (
        <Box component="ul" sx={CARD_GRID_SX}>
          {products.map((product) => {
            const isCompared = compared.includes(product.id);
            return (
              <li key={product.id}>
                <Box component="article" sx={{ ...CARD_SX, position: 'relative' }}>
                  <CardPicture url={product.image?.url} />
                  <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
                    <BlockHeading level={nextLevel(headingLevel)} variant="h6" sx={{ fontWeight: 700 }}>
                      <SmartLink href={productPath(page.path, product.id)}>
                        <InLanguageText locale={fallbackLocaleOf(product, 'name')}>{product.name}</InLanguageText>
                      </SmartLink>
                    </BlockHeading>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t(`aacCatalogue.${product.productType}`)}
                    </Typography>
                    <Box component="label" sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 'auto' }}>
                      <input
                        type="checkbox"
                        checked={isCompared}
                        disabled={!isCompared && compared.length >= MAX_COMPARED}
                        onChange={(event) => toggleCompared(product.id, event.target.checked)}
                      />
                      {t('aacCatalogue.compareThis', { name: product.name })}
                    </Box>
                  </Box>
                </Box>
              </li>
            );
          })}
        </Box>
      )}
      <ListPagination page={pageNumber} count={pageCountOf(data.products)} messages="aacCatalogue" />
      {/* After the products: a record's link comes first in the list. */}
      <Box sx={{ mt: 3 }}>
        <SmartLink href={contributionPath(page.path)}>{t('aacCatalogue.proposeProduct')}</SmartLink>
      </Box>
    </Container>
  );
}
