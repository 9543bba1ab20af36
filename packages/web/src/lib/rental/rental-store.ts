import { useSyncExternalStore } from 'react';
import { isBookingExpired, RENTAL_STORAGE_KEYS, setCartQuantity } from '@relais/domain';
import type { RentalCart, RentalStrategy } from '@relais/domain';

/**
 * The rental journey's state kept in the browser (spec, platform "Local storage holds… rental
 * cart, rental strategy, rental booking"; domain "Rental booking"), under the spec's keys. Other
 * tabs see changes through the storage event; this tab through its listeners.
 */

export interface RentalBooking {
  id: string;
  models: RentalCart;
  phone?: string | null;
  billingAddress?: string | null;
  shippingAddress?: string | null;
  startAt: string;
  endAt: string;
  expiresAt: string;
}

type Key = keyof typeof RENTAL_STORAGE_KEYS;

const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; value: unknown }>();

function read<T>(key: Key, fallback: T): T {
  if (typeof window === 'undefined') return fallback;
  const storageKey = RENTAL_STORAGE_KEYS[key];
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(storageKey);
  } catch {
    return fallback;
  }
  const cached = cache.get(storageKey);
  if (cached && cached.raw === raw) return cached.value as T;
  let value: T;
  try {
    value = raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    value = fallback;
  }
  cache.set(storageKey, { raw, value });
  return value;
}

function write(key: Key, value: unknown) {
  try {
    if (value === null) window.localStorage.removeItem(RENTAL_STORAGE_KEYS[key]);
    else window.localStorage.setItem(RENTAL_STORAGE_KEYS[key], JSON.stringify(value));
  } catch {
    // Private browsing with no storage: the journey still works within the page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key && Object.values(RENTAL_STORAGE_KEYS).includes(event.key as never)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const EMPTY: RentalCart = {};

export const getCart = (): RentalCart => read<RentalCart>('cart', EMPTY);
export const getStrategy = (): RentalStrategy | null => read<RentalStrategy | null>('strategy', null);
/** The booking, while it has not expired. */
export function getBooking(now = new Date()): RentalBooking | null {
  const booking = read<RentalBooking | null>('booking', null);
  return booking && !isBookingExpired(booking, now) ? booking : null;
}

/** Sets a model's quantity; 0 removes it (domain `setCartQuantity`). A changed cart drops the booking. */
export function setQuantity(modelId: string, quantity: number) {
  write('cart', setCartQuantity(getCart(), modelId, quantity));
  write('booking', null);
}
export const setStrategy = (strategy: RentalStrategy | null) => write('strategy', strategy);
export const setBooking = (booking: RentalBooking | null) => write('booking', booking);
/** After the command is placed: the cart, the strategy and the booking are spent. */
export function clearRental() {
  write('cart', null);
  write('strategy', null);
  write('booking', null);
}

/** The number of items in the cart (the top bar's count). */
export const cartCount = (cart: RentalCart) => Object.values(cart).reduce((sum, quantity) => sum + quantity, 0);

export const useCart = () => useSyncExternalStore(subscribe, getCart, () => EMPTY);
export const useStrategy = () => useSyncExternalStore(subscribe, getStrategy, () => null);
const rawBooking = () => read<RentalBooking | null>('booking', null);
/** The kept booking (expired or not: the screen tells). */
export const useBooking = () => useSyncExternalStore(subscribe, rawBooking, () => null);
