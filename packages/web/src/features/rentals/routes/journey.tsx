import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { RENTAL_STRATEGIES, rentalCommandBreaches, rentalQuantityBreaches, strategyRequiresShipping, taxExcludedCents } from '@relais/domain';
import type { RentalCommandBreach, RentalStrategy } from '@relais/domain';
import { Button } from '../../../components/button.tsx';
import { LightTextField } from '../../../components/light-text-field.tsx';
import { Notice } from '../../../components/notice.tsx';
import { SmartLink } from '../../../components/smart-link.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAnnounce } from '../../../lib/announcer.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import type { TFunction } from '../../../lib/i18n/i18n.ts';
import { hasRole, useSession } from '../../../lib/session/session.ts';
import { toast } from '../../../lib/ui-store.ts';
import { paths } from '../../../paths.ts';
import { createAddress, holdBooking, placeCommand, useCartModels, useMyAddresses, useRentalSettings, useUnusedCoupons } from '../api.ts';
import { useRuntimeEnvironment } from '../../../lib/runtime-environment.ts';
import type { Address, CartModel } from '../api.ts';
import { useFormatPrice } from '../../../lib/rental/format.ts';
import { cartCount, clearRental, getBooking, setBooking, setQuantity, setStrategy, useBooking, useCart, useStrategy } from '../../../lib/rental/rental-store.ts';
import { dayOf, dayStartIso, JourneyScreen, useCataloguePath } from './shared.tsx';

/** The message of a bound a period or cart breaks. */
const breachMessage = (t: TFunction, breach: RentalCommandBreach) => t(`rental.rules.${breach.rule}`, { limit: breach.limit });

/** The models a 409 names as not free, with how many are. */
const shortagesOf = (error: unknown, models: readonly CartModel[], t: TFunction): string[] =>
  error instanceof ApiError && error.status === 409
    ? error.errors.map((item) => {
        const meta = (item.meta ?? {}) as { model?: string; available?: number };
        return t('rental.notFree', { name: models.find((model) => model.id === meta.model)?.name ?? '', count: meta.available ?? 0 });
      })
    : [];

/** `/services/rentals/cart`: the chosen models with their quantities (0 removes one), and the way on. */
export function CartRoute() {
  const { t } = useTranslation();
  const cart = useCart();
  const models = useCartModels(cart).data ?? [];
  const formatPrice = useFormatPrice();
  const announce = useAnnounce();
  const catalogue = useCataloguePath();
  const entries = Object.entries(cart);
  const settings = useRentalSettings().data;
  const breaches = settings ? rentalQuantityBreaches(cart, settings) : [];
  return (
    <JourneyScreen step="cart" title={t('rental.cartTitle')}>
      {entries.length === 0 ? (
        <Box>
          <Typography sx={{ mb: 2 }}>{t('rental.cartEmpty')}</Typography>
          {catalogue && (
            <Button component={SmartLink} href={catalogue} variant="contained">
              {t('rental.browse')}
            </Button>
          )}
        </Box>
      ) : (
        <>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
            {entries.map(([id, quantity]) => {
              const model = models.find((item) => item.id === id);
              const name = model?.name ?? '…';
              return (
                <Box component="li" key={id} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end', borderBottom: 1, borderColor: 'divider', pb: 2 }}>
                  <Box sx={{ flex: '1 1 200px' }}>
                    <Typography sx={{ fontWeight: 700 }}>{catalogue ? <SmartLink href={`${catalogue.replace(/\/$/, '')}/${id}`}>{name}</SmartLink> : name}</Typography>
                    {model && <Typography variant="body2">{t('rental.pricePerPeriod', { price: formatPrice(model.rentingPrice) })}</Typography>}
                  </Box>
                  <LightTextField
                    type="number"
                    min={0}
                    max={settings?.rentalMaxLineQuantity ?? 100}
                    label={t('rental.quantityOf', { name })}
                    value={quantity}
                    onChange={(event) => setQuantity(id, Number(event.target.value))}
                    sx={{ width: 160 }}
                  />
                  <Button
                    variant="outlined"
                    onClick={() => {
                      setQuantity(id, 0);
                      announce(t('rental.removed', { name }));
                    }}
                  >
                    {t('rental.remove', { name })}
                  </Button>
                </Box>
              );
            })}
          </Box>
          <Typography sx={{ mt: 2 }} role="status">
            {t('rental.itemsCount', { count: cartCount(cart) })}
          </Typography>
          {breaches.map((breach) => (
            <Notice key={breach.rule} tone="error" role="alert" sx={{ mt: 2 }}>
              {breachMessage(t, breach)}
            </Notice>
          ))}
          <Button component={SmartLink} href={paths.rentals.period} variant="contained" sx={{ mt: 3 }} aria-disabled={breaches.length > 0 || undefined}>
            {t('rental.choosePeriod')}
          </Button>
        </>
      )}
    </JourneyScreen>
  );
}

/** The strategies a member chooses from; internal and locked ones are the rental team's (docs/decisions.md). */
const strategiesFor = (isManager: boolean): readonly RentalStrategy[] => (isManager ? RENTAL_STRATEGIES : RENTAL_STRATEGIES.filter((strategy) => strategy !== 'internal' && strategy !== 'locked'));

/** `/services/rentals/period`: the dates within the platform's bounds and the way of delivery; signed in, the items are held. */
export function PeriodRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const cart = useCart();
  const booking = useBooking();
  const strategy = useStrategy() ?? 'pick_up';
  const settings = useRentalSettings().data;
  const models = useCartModels(cart).data ?? [];
  const [startDay, setStartDay] = useState(dayOf(booking?.startAt));
  const [endDay, setEndDay] = useState(dayOf(booking?.endAt));
  const [errors, setErrors] = useState<string[]>([]);
  const [isBusy, setIsBusy] = useState(false);
  const isManager = hasRole(session, 'rental_admin');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!startDay || !endDay) return setErrors([t('rental.datesRequired')]);
    const period = { startAt: dayStartIso(startDay), endAt: dayStartIso(endDay) };
    if (period.endAt <= period.startAt) return setErrors([t('rental.rules.after')]);
    const breaches = settings ? [...rentalQuantityBreaches(cart, settings), ...rentalCommandBreaches({ ...period, pendingCommands: 0 }, settings, new Date())].filter((breach) => breach.field !== 'command') : [];
    if (breaches.length) return setErrors(breaches.map((breach) => breachMessage(t, breach)));
    setErrors([]);
    // Kept first without its hold: a visitor signs in on the way to the addresses, which hold it then.
    setBooking({ id: '', models: cart, ...period, expiresAt: new Date(0).toISOString() });
    if (session.isAuth) {
      setIsBusy(true);
      try {
        setBooking(await holdBooking({ ...period, models: cart }));
      } catch (error) {
        setIsBusy(false);
        const shortages = shortagesOf(error, models, t);
        return setErrors(shortages.length ? shortages : [t('rental.holdFailed')]);
      }
    }
    navigate(paths.rentals.addresses);
  };

  if (Object.keys(cart).length === 0) {
    return (
      <JourneyScreen step="period" title={t('rental.periodTitle')}>
        <Typography>{t('rental.cartEmpty')}</Typography>
        <SmartLink href={paths.rentals.cart}>{t('rental.backToCart')}</SmartLink>
      </JourneyScreen>
    );
  }
  return (
    <JourneyScreen step="period" title={t('rental.periodTitle')}>
      {settings && (
        <Notice sx={{ mb: 2 }}>
          {[
            t('rental.rules.min_duration', { limit: settings.rentalMinDuration }),
            settings.rentalDurationMultiple && settings.rentalDurationMultiple > 1 ? t('rental.rules.duration_multiple', { limit: settings.rentalDurationMultiple }) : '',
            settings.rentalMaxDuration ? t('rental.rules.max_duration', { limit: settings.rentalMaxDuration }) : '',
            settings.rentalBeforeStartDuration ? t('rental.rules.before_start', { limit: settings.rentalBeforeStartDuration }) : '',
          ]
            .filter(Boolean)
            .join(' ')}
        </Notice>
      )}
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 420 }}>
        <LightTextField type="date" label={t('rental.startDay')} value={startDay} onChange={(event) => setStartDay(event.target.value)} required />
        <LightTextField type="date" label={t('rental.endDay')} value={endDay} onChange={(event) => setEndDay(event.target.value)} required />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Box component="legend" sx={{ typography: 'body2', color: 'text.secondary', fontWeight: 500, mb: 1 }}>
            {t('rental.strategy')}
          </Box>
          {strategiesFor(isManager).map((item) => (
            <Box component="label" key={item} sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 0.5 }}>
              <input type="radio" name="strategy" value={item} checked={strategy === item} onChange={() => setStrategy(item)} />
              {t(`rental.strategies.${item}`)}
            </Box>
          ))}
        </Box>
        {errors.length > 0 && (
          <Notice tone="error" role="alert">
            {errors.map((error) => (
              <div key={error}>{error}</div>
            ))}
          </Notice>
        )}
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button component={SmartLink} href={paths.rentals.cart} variant="outlined">
            {t('rental.backToCart')}
          </Button>
          <Button type="submit" variant="contained" disabled={isBusy}>
            {t('rental.continue')}
          </Button>
        </Box>
      </Box>
    </JourneyScreen>
  );
}

const formatAddress = (address: Address) => [address.fullName, address.organization, address.line1, address.line2, `${address.postalCode} ${address.city}`].filter(Boolean).join(', ');

const EMPTY_ADDRESS = { fullName: '', organization: '', line1: '', line2: '', postalCode: '', city: '' };

/** A choice among the member's addresses, or a new one typed in. */
function AddressChoice({ legend, name, addresses, value, onChange, draft, onDraft, optional }: {
  legend: string;
  name: string;
  addresses: readonly Address[];
  value: string;
  onChange: (value: string) => void;
  draft: typeof EMPTY_ADDRESS;
  onDraft: (draft: typeof EMPTY_ADDRESS) => void;
  optional?: boolean;
}) {
  const { t } = useTranslation();
  const field = (key: keyof typeof EMPTY_ADDRESS, required = true) => (
    <LightTextField label={t(`rental.address.${key}`)} value={draft[key]} onChange={(event) => onDraft({ ...draft, [key]: event.target.value })} required={required} autoComplete="off" />
  );
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, mb: 3 }}>
      <Box component="legend" sx={{ px: 1, fontWeight: 700 }}>
        {legend}
      </Box>
      {optional && (
        <Box component="label" sx={{ display: 'flex', gap: 1, py: 0.5 }}>
          <input type="radio" name={name} value="" checked={value === ''} onChange={() => onChange('')} />
          {t('rental.address.none')}
        </Box>
      )}
      {addresses.map((address) => (
        <Box component="label" key={address.id} sx={{ display: 'flex', gap: 1, py: 0.5 }}>
          <input type="radio" name={name} value={address.id} checked={value === address.id} onChange={() => onChange(address.id)} />
          {formatAddress(address)}
        </Box>
      ))}
      <Box component="label" sx={{ display: 'flex', gap: 1, py: 0.5 }}>
        <input type="radio" name={name} value="new" checked={value === 'new'} onChange={() => onChange('new')} />
        {t('rental.address.new')}
      </Box>
      {value === 'new' && (
        <Box sx={{ display: 'grid', gap: 1.5, mt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {field('fullName')}
          {field('organization', false)}
          {field('line1')}
          {field('line2', false)}
          {field('postalCode')}
          {field('city')}
        </Box>
      )}
    </Box>
  );
}

/** `/services/rentals/addresses`: billing, and shipping as the strategy asks (none for pick-up, required for shipping, optional when mixed). */
export function AddressesRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const booking = useBooking();
  const strategy = useStrategy() ?? 'pick_up';
  const cart = useCart();
  const models = useCartModels(cart).data ?? [];
  const addresses = useMyAddresses(session.user?.id ?? null).data ?? [];
  const [billing, setBilling] = useState(booking?.billingAddress ?? '');
  const [shipping, setShipping] = useState(booking?.shippingAddress ?? '');
  const [billingDraft, setBillingDraft] = useState(EMPTY_ADDRESS);
  const [shippingDraft, setShippingDraft] = useState(EMPTY_ADDRESS);
  const [phone, setPhone] = useState(booking?.phone ?? session.user?.phone ?? '');
  const [errors, setErrors] = useState<string[]>([]);
  const [isBusy, setIsBusy] = useState(false);
  const ships = strategyRequiresShipping(strategy);
  const mayShip = ships || strategy === 'mixed';

  // A period chosen before signing in is held now.
  useEffect(() => {
    if (!booking || getBooking() || !booking.startAt) return;
    holdBooking({ startAt: booking.startAt, endAt: booking.endAt, models: booking.models })
      .then((held) => setBooking({ ...booking, ...held }))
      .catch((error: unknown) => {
        const shortages = shortagesOf(error, models, t);
        setErrors(shortages.length ? shortages : [t('rental.holdFailed')]);
      });
    // Once per period.
  }, [booking?.startAt, booking?.endAt]);

  if (!booking?.startAt) {
    return (
      <JourneyScreen step="addresses" title={t('rental.addressesTitle')}>
        <Typography>{t('rental.noPeriod')}</Typography>
        <SmartLink href={paths.rentals.period}>{t('rental.backToPeriod')}</SmartLink>
      </JourneyScreen>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: string[] = [];
    const complete = (draft: typeof EMPTY_ADDRESS) => draft.fullName.trim() && draft.line1.trim() && draft.postalCode.trim() && draft.city.trim();
    if (!billing || (billing === 'new' && !complete(billingDraft))) missing.push(t('rental.address.billingRequired'));
    if (ships && (!shipping || (shipping === 'new' && !complete(shippingDraft)))) missing.push(t('rental.address.shippingRequired'));
    if (mayShip && shipping === 'new' && !complete(shippingDraft)) missing.push(t('rental.address.shippingRequired'));
    if (missing.length) return setErrors([...new Set(missing)]);
    setIsBusy(true);
    try {
      const billingId = billing === 'new' ? (await createAddress(billingDraft)).id : billing;
      const shippingId = !mayShip || !shipping ? null : shipping === 'new' ? (await createAddress(shippingDraft)).id : shipping;
      await queryClient.invalidateQueries({ queryKey: ['rental-addresses'] });
      setBooking({ ...booking, billingAddress: billingId, shippingAddress: shippingId, phone });
      navigate(paths.rentals.summary);
    } catch {
      setIsBusy(false);
      setErrors([t('rental.address.saveFailed')]);
    }
  };

  return (
    <JourneyScreen step="addresses" title={t('rental.addressesTitle')}>
      <Typography sx={{ mb: 2 }}>{t('rental.periodFromTo', { start: formatDate(booking.startAt, 'UTC'), end: formatDate(booking.endAt, 'UTC') })}</Typography>
      <Box component="form" onSubmit={submit} noValidate>
        <AddressChoice legend={t('rental.address.billing')} name="billing" addresses={addresses} value={billing} onChange={setBilling} draft={billingDraft} onDraft={setBillingDraft} />
        {mayShip && (
          <AddressChoice
            legend={t('rental.address.shipping')}
            name="shipping"
            addresses={addresses}
            value={shipping}
            onChange={setShipping}
            draft={shippingDraft}
            onDraft={setShippingDraft}
            optional={!ships}
          />
        )}
        {strategy === 'pick_up' && <Notice sx={{ mb: 2 }}>{t('rental.pickUpNote')}</Notice>}
        <LightTextField type="tel" label={t('rental.phone')} value={phone} onChange={(event) => setPhone(event.target.value)} autoComplete="tel" sx={{ maxWidth: 320, mb: 2 }} />
        {errors.length > 0 && (
          <Notice tone="error" role="alert" sx={{ mb: 2 }}>
            {errors.map((error) => (
              <div key={error}>{error}</div>
            ))}
          </Notice>
        )}
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button component={SmartLink} href={paths.rentals.period} variant="outlined">
            {t('rental.backToPeriod')}
          </Button>
          <Button type="submit" variant="contained" disabled={isBusy}>
            {t('rental.continue')}
          </Button>
        </Box>
      </Box>
    </JourneyScreen>
  );
}

/** `/services/rentals/summary`: the lines and totals (prices in cents, tax included, the tax shown), the conditions to accept, and placing the command. */
export function SummaryRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const booking = useBooking();
  const strategy = useStrategy() ?? 'pick_up';
  const cart = useCart();
  const models = useCartModels(cart).data ?? [];
  const settings = useRentalSettings().data;
  const formatPrice = useFormatPrice();
  const [accepted, setAccepted] = useState(false);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [isBusy, setIsBusy] = useState(false);
  const [pendingLimit, setPendingLimit] = useState<number | null>(null);
  const [couponId, setCouponId] = useState('');
  const { features } = useRuntimeEnvironment();
  const userId = useSession().user?.id ?? null;
  const coupons = useUnusedCoupons(userId, !!features.coupons).data ?? [];
  if (!booking?.startAt || !booking.billingAddress) {
    return (
      <JourneyScreen step="summary" title={t('rental.summaryTitle')}>
        <Typography>{t('rental.noAddresses')}</Typography>
        <SmartLink href={paths.rentals.addresses}>{t('rental.backToAddresses')}</SmartLink>
      </JourneyScreen>
    );
  }
  const lines = Object.entries(cart).map(([id, quantity]) => {
    const model = models.find((item) => item.id === id);
    return { id, name: model?.name ?? '…', quantity, unit: model?.rentingPrice ?? 0, total: (model?.rentingPrice ?? 0) * quantity };
  });
  const coupon = coupons.find((item) => item.id === couponId) ?? null;
  const gross = lines.reduce((sum, line) => sum + line.total, 0);
  const total = Math.max(0, gross - (coupon?.amount ?? 0));
  const taxPercent = settings?.rentalOrganizationTax ?? 0;
  const excluded = taxPercent ? taxExcludedCents({ amount: total / 100, ratePercent: taxPercent }) : total;
  const ships = strategyRequiresShipping(strategy) || (strategy === 'mixed' && !!booking.shippingAddress);

  const place = async (event: FormEvent) => {
    event.preventDefault();
    setPendingLimit(null);
    if (!accepted) return setErrors([t('rental.acceptRequired')]);
    setIsBusy(true);
    try {
      const id = await placeCommand({
        rentalStrategy: strategy,
        startAt: booking.startAt,
        endAt: booking.endAt,
        models: cart,
        comment,
        billingAddress: booking.billingAddress ?? null,
        shippingAddress: booking.shippingAddress ?? null,
        purchasedCoupon: coupon?.id ?? null,
      });
      clearRental();
      await queryClient.invalidateQueries({ queryKey: ['rental-commands'] });
      toast(t('rental.placed'), { severity: 'success' });
      navigate(paths.rentals.command(id));
    } catch (error) {
      setIsBusy(false);
      const shortages = shortagesOf(error, models, t);
      const pending = error instanceof ApiError ? error.errors.find((item) => item.code === 'validation.max_pending_commands') : undefined;
      setPendingLimit(pending ? Number((pending.meta as { limit?: number } | undefined)?.limit ?? 0) : null);
      if (pending) return setErrors([]);
      const details = error instanceof ApiError ? error.errors.map((item) => item.detail ?? '').filter(Boolean) : [];
      setErrors(shortages.length ? shortages : details.length ? details : [t('rental.placeFailed')]);
    }
  };

  return (
    <JourneyScreen step="summary" title={t('rental.summaryTitle')}>
      <Typography sx={{ mb: 1 }}>{t('rental.periodFromTo', { start: formatDate(booking.startAt, 'UTC'), end: formatDate(booking.endAt, 'UTC') })}</Typography>
      <Typography sx={{ mb: 2 }}>{t(`rental.strategies.${strategy}`)}</Typography>
      <Box sx={{ overflowX: 'auto', mb: 2 }}>
        <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', '& th, & td': { textAlign: 'left', p: 1, borderBottom: 1, borderColor: 'divider' } }}>
          <caption style={{ textAlign: 'left' }}>{t('rental.linesCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rental.model')}</th>
              <th scope="col">{t('rental.quantity')}</th>
              <th scope="col">{t('rental.unitPrice')}</th>
              <th scope="col">{t('rental.lineTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.id}>
                <th scope="row">{line.name}</th>
                <td>{line.quantity}</td>
                <td>{formatPrice(line.unit)}</td>
                <td>{formatPrice(line.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t('rental.shipping')}
              </th>
              <td>{ships ? t('rental.shippingQuoted') : formatPrice(0)}</td>
            </tr>
            {coupon && (
              <tr>
                <th scope="row" colSpan={3}>
                  {t('coupons.summaryCoupon')}
                </th>
                <td data-testid="rental-discount">{t('coupons.discount', { name: coupon.name, amount: formatPrice(coupon.amount) })}</td>
              </tr>
            )}
            <tr>
              <th scope="row" colSpan={3}>
                {t('rental.totalExcluded')}
              </th>
              <td>{formatPrice(excluded)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3}>
                {t('rental.tax', { rate: taxPercent })}
              </th>
              <td>{formatPrice(total - excluded)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3}>
                {t('rental.total')}
              </th>
              <td data-testid="rental-total">{formatPrice(total)}</td>
            </tr>
          </tfoot>
        </Box>
      </Box>
      <Box component="form" onSubmit={place} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {coupons.length > 0 && (
          <Box component="label" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
            <Box component="span" sx={{ typography: 'body2', color: 'text.secondary', fontWeight: 500 }}>
              {t('coupons.summaryCoupon')}
            </Box>
            <Box component="select" value={couponId} onChange={(event: React.ChangeEvent<HTMLSelectElement>) => setCouponId(event.target.value)} sx={{ font: 'inherit', p: 1, color: 'text.primary', bgcolor: 'background.paper' }}>
              <option value="">{t('coupons.noCoupon')}</option>
              {coupons.map((item) => (
                <option key={item.id} value={item.id}>{`${item.name} (− ${formatPrice(item.amount)})`}</option>
              ))}
            </Box>
          </Box>
        )}
        <Box component="label" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Box component="span" sx={{ typography: 'body2', color: 'text.secondary', fontWeight: 500 }}>
            {t('rental.comment')}
          </Box>
          <Box component="textarea" value={comment} onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) => setComment(event.target.value)} rows={3} maxLength={5000} sx={{ font: 'inherit', p: 1, color: 'text.primary', bgcolor: 'background.paper' }} />
        </Box>
        <Box component="label" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <input type="checkbox" checked={accepted} onChange={(event) => setAccepted(event.target.checked)} required />
          <span>
            {t('rental.accept')} <SmartLink href={paths.legal.termsOfSale}>{t('rental.conditions')}</SmartLink>
          </span>
        </Box>
        {errors.length > 0 && (
          <Notice tone="error" role="alert">
            {errors.map((error) => (
              <div key={error}>{error}</div>
            ))}
          </Notice>
        )}
        {pendingLimit !== null && (
          // Refused by the pending-command limit: why, and where the waiting commands are.
          <Notice tone="error" role="alert" data-testid="rental-pending-limit">
            <div>{t('rentalInvoices.pendingLimit', { limit: pendingLimit })}</div>
            <SmartLink href={paths.rentals.commands}>{t('rentalInvoices.seeCommands')}</SmartLink>
          </Notice>
        )}
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button component={SmartLink} href={paths.rentals.addresses} variant="outlined">
            {t('rental.backToAddresses')}
          </Button>
          <Button type="submit" variant="contained" disabled={isBusy}>
            {t('rental.place')}
          </Button>
        </Box>
      </Box>
    </JourneyScreen>
  );
}
