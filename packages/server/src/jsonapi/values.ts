import type { AttributeDefinition } from '@relais/domain';
import { valueProblem } from '@relais/domain';
import { sanitizeRichText } from '../security/rich-text.ts';

export interface ValueCheck {
  value?: unknown;
  error?: { rule: string; detail: string };
}

/**
 * One attribute value against its declaration, through the schema the domain derives from it
 * (`valueSchema`: type, enum values, bounds — characters for text, value for numbers, items for
 * lists), then as the column stores it: rich text sanitised (bounds apply to what is stored),
 * decimals as text, instants as dates. For a translatable attribute, the value of one locale.
 * Null passes here; whether the field may be empty is the caller's required check.
 */
export function checkValue(attribute: AttributeDefinition, value: unknown): ValueCheck {
  if (value === null) return { value: null };
  const stored = attribute.kind === 'richText' && typeof value === 'string' ? sanitizeRichText(value) : value;
  const problem = valueProblem(attribute, stored);
  if (problem) return { error: problem };
  if (attribute.kind === 'decimal') return { value: String(stored) };
  if (attribute.kind === 'datetime') return { value: new Date(stored as string) };
  return { value: stored };
}
