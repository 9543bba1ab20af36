import { useQuery } from '@tanstack/react-query';
import type { RentalCart, RentalStrategy } from '@relais/domain';
import { apiRequest } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/i18n/i18n.ts';
import { deserialize } from '../../lib/jsonapi.ts';
import type { JsonApiDocument } from '../../lib/jsonapi.ts';
import type { RentalBooking } from '../../lib/rental/rental-store.ts';

/** The rental journey's calls (issue 26): settings, models of the cart, addresses, bookings, commands. */

export interface RentalSettings {
  rentalMinDuration: number;
  rentalDurationMultiple: number | null;
  rentalMaxDuration: number | null;
  rentalBeforeStartDuration: number | null;
  rentalMaxLineQuantity: number;
  rentalMaxItems: number;
  rentalMaxModels: number;
  rentalBookingExpirationDelay: number;
  rentalOrganizationTax: number | null;
}

export interface CartModel {
  id: string;
  name: string;
  rentingPrice: number;
}

export interface Address {
  id: string;
  fullName: string;
  organization?: string | null;
  line1: string;
  line2?: string | null;
  postalCode: string;
  city: string;
}

export interface CommandStep {
  id: string;
  position: number;
  doneAt: string | null;
  comment: string | null;
  stepType: { id: string } | null;
  status: { id: string } | null;
}

export interface Command {
  id: string;
  createdAt: string;
  startAt: string;
  endAt: string;
  rentalStrategy: RentalStrategy;
  comment: string | null;
  shippingPrice: number | null;
  status: string;
  flags: Record<string, boolean>;
  steps?: CommandStep[];
  commandItems?: { id: string; rentingPrice: number; rentalModel: { id: string; name?: string } | null }[];
  billingAddress?: Address | null;
  shippingAddress?: Address | null;
  contract?: { url?: string | null } | null;
  signedContract?: { url?: string | null } | null;
  invoice?: { url?: string | null } | null;
}

export const useRentalSettings = () =>
  useQuery({
    queryKey: ['rental-settings'],
    queryFn: ({ signal }) => apiRequest<{ data: { attributes: RentalSettings } }>('/api/v1/services/rental-settings', { signal }).then((answer) => answer.data.attributes),
    staleTime: 60_000,
  });

/** The cart's models, with their names in the reader's language and their prices. */
export function useCartModels(cart: RentalCart) {
  const locale = useLocale();
  const ids = Object.keys(cart).sort();
  return useQuery({
    queryKey: ['rental-cart-models', locale, ...ids],
    enabled: ids.length > 0,
    queryFn: ({ signal }) =>
      apiRequest<JsonApiDocument>(`/api/v1/rental-models?filter[id]=${ids.map(encodeURIComponent).join(',')}&page[size]=${ids.length}&fields[rental-models]=name,rentingPrice`, { signal, locale }).then(
        (document) => deserialize<CartModel[]>(document) ?? [],
      ),
  });
}

export function useMyAddresses(userId: string | null) {
  return useQuery({
    queryKey: ['rental-addresses', userId],
    enabled: userId !== null,
    queryFn: ({ signal }) =>
      apiRequest<JsonApiDocument>(`/api/v1/addresses?filter[user]=${encodeURIComponent(userId ?? '')}&sort=-createdAt&page[size]=50`, { signal }).then((document) => deserialize<Address[]>(document) ?? []),
  });
}

export async function createAddress(values: Omit<Address, 'id'>): Promise<Address> {
  const answer = await apiRequest<JsonApiDocument>('/api/v1/addresses', { method: 'POST', body: { data: { type: 'addresses', attributes: values } }, silent: [422] });
  return deserialize<Address>(answer);
}

/** Holds the cart's items over the period on the server until the booking's delay (409 when they are not free). */
export async function holdBooking(input: { startAt: string; endAt: string; models: RentalCart }): Promise<RentalBooking> {
  const answer = await apiRequest<{ data: { id: string; attributes: Omit<RentalBooking, 'id'> } }>('/api/v1/services/rental-bookings', {
    method: 'POST',
    body: { data: { attributes: input } },
    silent: [409, 422],
  });
  return { id: answer.data.id, ...answer.data.attributes };
}

export async function placeCommand(input: { rentalStrategy: RentalStrategy; startAt: string; endAt: string; models: RentalCart; comment: string; billingAddress: string | null; shippingAddress: string | null; purchasedCoupon?: string | null }) {
  const link = (id: string | null) => ({ data: id ? { type: 'addresses', id } : null });
  const answer = await apiRequest<{ data: { id: string } }>('/api/v1/rental-commands', {
    method: 'POST',
    body: {
      data: {
        type: 'rental-commands',
        attributes: { rentalStrategy: input.rentalStrategy, startAt: input.startAt, endAt: input.endAt, models: input.models, comment: input.comment || null },
        relationships: {
          billingAddress: link(input.billingAddress),
          shippingAddress: link(input.shippingAddress),
          ...(input.purchasedCoupon ? { purchasedCoupon: { data: { type: 'purchased-coupons', id: input.purchasedCoupon } } } : {}),
        },
      },
    },
    silent: [409, 422],
  });
  return answer.data.id;
}

export function useMyCommands(page: number) {
  return useQuery({
    queryKey: ['rental-commands', 'mine', page],
    queryFn: ({ signal }) =>
      apiRequest<JsonApiDocument & { meta?: { page?: { last?: number } } }>(`/api/v1/rental-commands?sort=-createdAt&page[size]=20&page[number]=${page}&include=steps`, { signal }).then((document) => ({
        commands: deserialize<Command[]>(document) ?? [],
        document,
      })),
  });
}

export function useCommand(id: string) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['rental-commands', id, locale],
    queryFn: ({ signal }) =>
      apiRequest<JsonApiDocument>(
        `/api/v1/rental-commands/${encodeURIComponent(id)}?include=steps,commandItems,commandItems.rentalModel,billingAddress,shippingAddress,contract,signedContract,invoice&fields[rental-models]=name`,
        { signal, locale, silent: [403, 404] },
      ).then((document) => deserialize<Command>(document)),
    retry: false,
  });
}

/** A coupon the member bought and has not used: what the summary may apply. */
export interface UnusedCoupon {
  id: string;
  name: string;
  amount: number;
}

/** The member's unused coupons (coupons feature on), newest first. */
export function useUnusedCoupons(userId: string | null, enabled: boolean) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['records', 'purchased-coupons', 'unused', userId, locale],
    enabled: enabled && !!userId,
    queryFn: ({ signal }) =>
      apiRequest<JsonApiDocument>(`/api/v1/purchased-coupons?filter[user]=${encodeURIComponent(userId ?? '')}&sort=-createdAt&page[size]=100&include=coupon&fields[coupons]=name,amount`, { signal, locale }).then((document) =>
        (deserialize<{ id: string; usedAt: string | null; coupon: { name: string; amount: number } | null }[]>(document) ?? [])
          .filter((row) => !row.usedAt && row.coupon)
          .map((row): UnusedCoupon => ({ id: row.id, name: row.coupon!.name, amount: Number(row.coupon!.amount) })),
      ),
  });
}

/** A monthly rental invoice of the member's (issue 26 item 5). */
export interface MonthlyInvoice {
  id: string;
  /** `YYYY-MM`. */
  month: string;
  createdAt: string;
  commands: number;
}

export const monthlyInvoiceUrl = (id: string) => `/api/v1/services/rental-invoices/${encodeURIComponent(id)}`;

/** The member's monthly invoices, newest first (none for a member not invoiced monthly). */
export function useMonthlyInvoices() {
  return useQuery({
    queryKey: ['rental-invoices', 'mine'],
    queryFn: ({ signal }) => apiRequest<{ data: MonthlyInvoice[] }>('/api/v1/services/rental-invoices', { signal }).then((answer) => answer.data),
  });
}
