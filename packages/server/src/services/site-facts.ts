import type { Locale } from '@relais/domain';

/**
 * The facts of whoever runs the site, from its settings (README): the legal notice and the
 * accessibility statement name them as `{{site.publisher}}`, `{{site.address}}`, `{{site.contact}}`,
 * `{{site.host}}`, `{{accessibility.status}}` and `{{accessibility.date}}`, so the pages an editor
 * wrote stay true when the operator's facts change, and no `[to be completed]` reaches a reader.
 */
export interface SiteFacts {
  publisher: string;
  address: string;
  contact: string;
  host: string;
  accessibilityStatus: 'fully' | 'partially' | 'not';
  /** `YYYY-MM-DD`, or null when the operator has not given it. */
  statementDate: string | null;
}

type Phrases = { notStated: string; fully: string; partially: string; not: string };

/** What a fact left empty reads as, and the conformance statuses of the EU model statement. */
const PHRASES: Record<Locale, Phrases> = {
  en: { notStated: 'not stated yet', fully: 'fully compliant', partially: 'partially compliant', not: 'not compliant' },
  fr: { notStated: 'non précisé pour l’instant', fully: 'totalement conforme', partially: 'partiellement conforme', not: 'non conforme' },
  it: { notStated: 'non ancora indicato', fully: 'pienamente conforme', partially: 'parzialmente conforme', not: 'non conforme' },
  es: { notStated: 'aún sin indicar', fully: 'plenamente conforme', partially: 'parcialmente conforme', not: 'no conforme' },
  ca: { notStated: 'encara no indicat', fully: 'plenament conforme', partially: 'parcialment conforme', not: 'no conforme' },
  da: { notStated: 'endnu ikke oplyst', fully: 'fuldt ud i overensstemmelse', partially: 'delvist i overensstemmelse', not: 'ikke i overensstemmelse' },
  ro: { notStated: 'încă neprecizat', fully: 'pe deplin conform', partially: 'parțial conform', not: 'neconform' },
};

const TOKEN = /\{\{(site\.publisher|site\.address|site\.contact|site\.host|accessibility\.status|accessibility\.date)\}\}/g;

const escapeHtml = (value: string) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The text of each fact in `locale` (served in `locale`: the language the page's text is in). */
function factsIn(facts: SiteFacts, locale: string): Record<string, string> {
  const phrases = PHRASES[locale as Locale] ?? PHRASES.en;
  const given = (value: string) => value.trim() || phrases.notStated;
  const date = facts.statementDate ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${facts.statementDate}T00:00:00Z`)) : phrases.notStated;
  return {
    'site.publisher': given(facts.publisher),
    'site.address': given(facts.address),
    'site.contact': given(facts.contact),
    'site.host': given(facts.host),
    'accessibility.status': phrases[facts.accessibilityStatus],
    'accessibility.date': date,
  };
}

/** `value` (a block's props, a title) with every fact token filled in, as HTML-safe text. */
export function fillSiteFacts<T>(value: T, facts: SiteFacts, locale: string): T {
  const texts = factsIn(facts, locale);
  const fill = (current: unknown): unknown => {
    if (typeof current === 'string') return current.includes('{{') ? current.replace(TOKEN, (_, name: string) => escapeHtml(texts[name]!)) : current;
    if (Array.isArray(current)) return current.map(fill);
    if (current && typeof current === 'object') return Object.fromEntries(Object.entries(current).map(([key, inner]) => [key, fill(inner)]));
    return current;
  };
  return fill(value) as T;
}
