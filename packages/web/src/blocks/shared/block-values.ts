import { asRecord, asString } from '../block-types.ts';

export interface ImageValue {
  src: string;
  alt: string;
}

/** An image prop as the editor stores it: a URL, or an object with url/src/path and alt. */
export function toImage(value: unknown): ImageValue | null {
  if (typeof value === 'string') return value ? { src: value, alt: '' } : null;
  const record = asRecord(value);
  const src = asString(record.url) || asString(record.src) || asString(record.path);
  return src ? { src, alt: asString(record.alt) } : null;
}

export interface ButtonValue {
  text: string;
  href: string;
  color: 'primary' | 'secondary';
  isOutlined: boolean;
  isBlank: boolean;
}

/** A button prop: text, and a url or a linked page (its path). */
export function toButton(value: unknown): ButtonValue | null {
  const record = asRecord(value);
  const page = record.page;
  const href = asString(record.url) || asString(record.path) || (typeof page === 'string' ? page : asString(asRecord(page).path));
  const text = asString(record.text) || asString(record.label);
  if (!href || !text) return null;
  return {
    text,
    href,
    color: record.color === 'secondary' ? 'secondary' : 'primary',
    isOutlined: record.outlined === true,
    isBlank: record.blank === true,
  };
}
