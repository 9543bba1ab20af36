import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { z } from 'zod';

/**
 * What the print screen (`/services/internals/print?component=…&componentProps=…`) may draw: each
 * printable by its name, the props its address may carry (checked, never passed on unchecked) and
 * its code, loaded only when printed. A name or props outside this list print nothing.
 */
export interface Printable<Props> {
  props: z.ZodType<Props>;
  Component: LazyExoticComponent<ComponentType<Props>>;
}

const ID = z.string().regex(/^[\w-]{1,64}$/);

export const PRINTABLES = {
  /** An issued open badge as a certificate on paper: who holds what from whom, since and until when, and where to verify it. */
  openBadgeCertificate: {
    props: z.strictObject({ assertion: ID }),
    Component: lazy(() => import('./printables/open-badge-certificate.tsx').then((m) => ({ default: m.OpenBadgeCertificate }))),
  } satisfies Printable<{ assertion: string }>,
} as const;

export type PrintableName = keyof typeof PRINTABLES;

/** The printable an address names with its checked props, or null. */
export function printableOf(name: string | null, props: string | null): { name: PrintableName; props: unknown } | null {
  if (!name || !Object.hasOwn(PRINTABLES, name)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(props ?? '{}');
  } catch {
    return null;
  }
  const checked = PRINTABLES[name as PrintableName].props.safeParse(parsed);
  return checked.success ? { name: name as PrintableName, props: checked.data } : null;
}
