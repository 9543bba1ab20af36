/**
 * How a contact card shows a phone number (spec "Phone numbers with a country code other than 33
 * show a prefix"): a French number (+33, 0033, or national 0…) reads nationally, `06 12 34 56 78`;
 * any other keeps its international prefix, `+44 20 7946 0000`. The link always dials the
 * international form.
 */
export interface DisplayedPhone {
  text: string;
  /** For `tel:`: digits with a leading `+` when international. */
  dial: string;
}

const FRANCE = '33';

export function displayPhone(raw: string): DisplayedPhone | null {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/[^\d]/g, '');
  if (digits.length < 6) return null;
  const typed = trimmed.startsWith('+') ? digits : digits.startsWith('00') ? digits.slice(2) : null;
  // `+33 (0)6 …` keeps the trunk 0 people write out of habit: it is dropped, not dialled.
  const international = typed?.startsWith(`${FRANCE}0`) ? `${FRANCE}${typed.slice(FRANCE.length + 1)}` : typed;
  if (international === null) return { text: trimmed, dial: digits };
  if (international.startsWith(FRANCE)) {
    const national = `0${international.slice(FRANCE.length)}`;
    const grouped = national.length === 10 ? national.replace(/(\d{2})(?=\d)/g, '$1 ') : national;
    return { text: grouped, dial: `+${international}` };
  }
  const text = trimmed.startsWith('+') ? trimmed : `+${trimmed.replace(/^\s*00/, '')}`;
  return { text, dial: `+${international}` };
}
