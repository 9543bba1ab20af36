import Box from '@mui/material/Box';
import { createSvgIcon } from '@mui/material/utils';
import { SmartLink } from '../../components/smart-link.tsx';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { paths } from '../../paths.ts';
import { cartCount, useCart } from '../../lib/rental/rental-store.ts';

const CartIcon = createSvgIcon(
  <path d="M7 18c-1.1 0-1.99.9-1.99 2S5.9 22 7 22s2-.9 2-2-.9-2-2-2M1 2v2h2l3.6 7.59-1.35 2.45c-.16.28-.25.61-.25.96 0 1.1.9 2 2 2h12v-2H7.42c-.14 0-.25-.11-.25-.25l.03-.12.9-1.63h7.45c.75 0 1.41-.41 1.75-1.03l3.58-6.49A1.003 1.003 0 0 0 20 4H5.21l-.94-2zm16 16c-1.1 0-1.99.9-1.99 2s.89 2 1.99 2 2-.9 2-2-.9-2-2-2" />,
  'ShoppingCart',
);

/** The top bar's rental action (spec, platform "optional rental action (feature flag)"): the cart, with its count. */
export function RentalAction() {
  const { t } = useTranslation();
  const count = cartCount(useCart());
  return (
    <Box
      component={SmartLink}
      href={paths.rentals.cart}
      aria-label={t('rental.cartAction', { count })}
      sx={{ position: 'relative', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 40, height: 40, borderRadius: '50%', color: 'text.primary', '&:hover': { bgcolor: 'action.hover' }, '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
    >
      <CartIcon />
      {count > 0 && (
        <Box aria-hidden component="span" data-testid="rental-cart-count" sx={{ position: 'absolute', top: 0, right: 0, minWidth: 18, height: 18, px: 0.5, borderRadius: 9, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: '0.75rem', lineHeight: '18px', textAlign: 'center', fontWeight: 700 }}>
          {count}
        </Box>
      )}
    </Box>
  );
}
