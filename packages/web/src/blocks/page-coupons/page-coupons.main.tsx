import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AVAILABLE_COUPONS_URL } from '@relais/domain';
import type { AvailableCouponsAnswer } from '@relais/domain';
import { Button } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { Notice } from '../../components/notice.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useFormatPrice } from '../../lib/rental/format.ts';
import { useSession } from '../../lib/session/session.ts';
import { paths } from '../../paths.ts';
import type { BlockProps } from '../block-types.ts';
import { CARD_GRID_SX, CARD_SX } from '../lists/card-grid.tsx';
import { ListPagination } from '../lists/list-controls.tsx';
import { BlockHeading, ListHeading, nextLevel } from '../shared/block-heading.tsx';

type ListProps = Extract<BlockProps<'pageCoupons'>, { screen: 'main' }>;

/**
 * The coupons anyone may still buy, as cards (amount, limit date, how many are left), each with
 * "Buy" for a member who may buy one more; a visitor is asked to sign in.
 */
export function CouponList({ props, headingLevel, data, page }: ListProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const queryClient = useQueryClient();
  const session = useSession();
  const [searchParams] = useSearchParams();
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const answer = data.coupons as AvailableCouponsAnswer | undefined;
  const coupons = answer?.data ?? [];
  const pageNumber = Math.max(1, Number(searchParams.get('page')) || 1);
  const signedIn = !!session.user;

  const buy = async (id: string, name: string) => {
    setBusy(id);
    try {
      await apiRequest(`/api/v1/services/coupons/${encodeURIComponent(id)}/purchase`, { method: 'POST', body: {}, silent: [409] });
      setMessage({ tone: 'info', text: t('coupons.bought', { name }) });
    } catch {
      setMessage({ tone: 'error', text: t('coupons.notBought', { name }) });
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ predicate: ({ queryKey }) => queryKey[0] === 'block-data' && queryKey.some((part) => typeof part === 'string' && part.startsWith(AVAILABLE_COUPONS_URL)) });
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <ListHeading title={props.title} headingLevel={headingLevel} pageTitle={page.title} />
      {props.subtitle && <Typography sx={{ color: 'text.secondary', mb: 2 }}>{props.subtitle}</Typography>}
      {!signedIn && (
        <Typography sx={{ mb: 2 }}>
          <SmartLink href={paths.auth.signIn}>{t('coupons.signInToBuy')}</SmartLink>
        </Typography>
      )}
      <Box aria-live="polite" sx={{ mb: 2, minHeight: '1.5em' }}>
        {message && <Notice tone={message.tone}>{message.text}</Notice>}
      </Box>
      {coupons.length === 0 ? (
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <Typography>{t('coupons.empty')}</Typography>
        </Box>
      ) : (
        <Box component="ul" sx={CARD_GRID_SX}>
          {coupons.map(({ id, attributes: coupon }) => (
            <li key={id}>
              <Box component="article" sx={{ ...CARD_SX, p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
                <BlockHeading level={nextLevel(headingLevel)} variant="h6" sx={{ fontWeight: 700 }}>
                  {coupon.name}
                </BlockHeading>
                <Typography sx={{ fontWeight: 700 }}>{t('coupons.amount', { amount: formatPrice(coupon.amount) })}</Typography>
                {coupon.description && <Box sx={{ '& p': { m: 0 } }} dangerouslySetInnerHTML={{ __html: coupon.description }} />}
                {coupon.purchaseLimitAt && <Typography variant="body2">{t('coupons.until', { date: formatDate(coupon.purchaseLimitAt) })}</Typography>}
                {coupon.remaining !== null && <Typography variant="body2">{t('coupons.remaining', { count: coupon.remaining })}</Typography>}
                {coupon.purchasedByMe > 0 && <Typography variant="body2">{t('coupons.purchasedByMe', { count: coupon.purchasedByMe })}</Typography>}
                {signedIn && (
                  <Box sx={{ mt: 'auto' }}>
                    {coupon.isAvailableForMe ? (
                      <Button variant="contained" disabled={busy === id} onClick={() => void buy(id, coupon.name)} aria-label={t('coupons.buyNamed', { name: coupon.name })}>
                        {t('coupons.buy')}
                      </Button>
                    ) : (
                      <Typography variant="body2">{t('coupons.limitReached')}</Typography>
                    )}
                  </Box>
                )}
              </Box>
            </li>
          ))}
        </Box>
      )}
      <ListPagination page={pageNumber} count={answer?.meta.page.lastPage ?? 1} messages="coupons" />
      {signedIn && (
        <Typography sx={{ mt: 2 }}>
          <SmartLink href={paths.account.coupons}>{t('coupons.mine')}</SmartLink>
        </Typography>
      )}
    </Container>
  );
}
