import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { rentalMonthOf } from '@relais/domain';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { InLanguageText } from '../../components/in-language.tsx';
import { LightTextField } from '../../components/light-text-field.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { useAnnounce } from '../../lib/announcer.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { fallbackLocaleOf } from '../../lib/jsonapi.ts';
import { toast } from '../../lib/ui-store.ts';
import { useFormatPrice } from '../../lib/rental/format.ts';
import { getCart, setQuantity } from '../../lib/rental/rental-store.ts';
import { paths } from '../../paths.ts';
import type { BlockProps } from '../block-types.ts';
import { BlockHeading } from '../shared/block-heading.tsx';
import { RichText } from '../shared/rich-text.tsx';
import { AvailabilityCalendar } from './availability-calendar.tsx';
import { modelPath, modelsOf } from './rental-model.ts';

type ModelProps = Extract<BlockProps<'pageRentalModels'>, { screen: '/:rentalModel' }>;

/** A model: its name as title and h1, photo, category, price, description, month of availability, and the quantity to put in the cart. */
export function RentalModelScreen({ data, page, params }: ModelProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const announce = useAnnounce();
  const [searchParams] = useSearchParams();
  const [model] = modelsOf(data.model);
  const [quantity, setQuantityField] = useState('1');
  useDocumentTitle(model?.name ?? null, false, model?.description ?? null);
  if (!model) return null;
  const { month } = rentalMonthOf(Object.fromEntries(searchParams));
  const free = data.availability?.data.attributes.models[model.id] ?? [];
  const add = (event: React.FormEvent) => {
    event.preventDefault();
    const count = Math.max(1, Math.floor(Number(quantity) || 1));
    setQuantity(model.id, (getCart()[model.id] ?? 0) + count);
    const message = t('rental.added', { count, name: model.name });
    toast(message, { severity: 'success' });
    announce(message);
  };
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Box component="article">
        <Button component={SmartLink} href={page.path} sx={{ mb: 2 }}>
          {t('rental.backToList')}
        </Button>
        <BlockHeading level={1} variant="h3" sx={{ fontWeight: 700, mb: 1 }}>
          <InLanguageText locale={fallbackLocaleOf(model, 'name')} isMarked>
            {model.name}
          </InLanguageText>
        </BlockHeading>
        {model.category && <Typography sx={{ color: 'text.secondary', mb: 2 }}>{model.category.name}</Typography>}
        {model.image?.url && <Box component="img" src={model.image.url} alt="" sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1, mb: 3, display: 'block' }} />}
        <Typography sx={{ fontWeight: 700, fontSize: '1.25rem', mb: 2 }}>{t('rental.pricePerPeriod', { price: formatPrice(model.rentingPrice) })}</Typography>
        {model.description && (
          <Box lang={fallbackLocaleOf(model, 'description')}>
            <RichText html={model.description} />
          </Box>
        )}
        <Box component="form" onSubmit={add} sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', flexWrap: 'wrap', my: 3 }}>
          <LightTextField type="number" label={t('rental.quantity')} value={quantity} onChange={(event) => setQuantityField(event.target.value)} min={1} max={100} sx={{ width: 120 }} />
          <Button type="submit" variant="contained">
            {t('rental.addToCart')}
          </Button>
          <Button component={SmartLink} href={paths.rentals.cart} variant="outlined">
            {t('rental.seeCart')}
          </Button>
        </Box>
        <AvailabilityCalendar month={month} free={free} basePath={modelPath(page.path, params.rentalModel)} headingLevel={2} />
      </Box>
    </Container>
  );
}
