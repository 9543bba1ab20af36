import { Button } from '../../components/button.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { cartCount, useCart } from '../../lib/rental/rental-store.ts';
import { paths } from '../../paths.ts';

/** The way to the cart, with its count of items. */
export function CartLink() {
  const { t } = useTranslation();
  const count = cartCount(useCart());
  return (
    <Button component={SmartLink} href={paths.rentals.cart} variant="outlined" sx={{ mb: 2 }}>
      {t('rental.cartWithCount', { count })}
    </Button>
  );
}
