import { useRuntimeEnvironment } from '../runtime-environment.ts';
import { formatNumber } from '../format.ts';

/** A price in cents in the platform's currency ("€120.00", "120,00 €"). */
export function useFormatPrice() {
  const { currency } = useRuntimeEnvironment();
  return (cents: number) => formatNumber(cents / 100, { style: 'currency', currency: currency || 'EUR' });
}
