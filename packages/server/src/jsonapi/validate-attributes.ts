import { isLocale, isTimestamp } from '@relais/domain';
import type { AttributeDefinition } from '@relais/domain';
import { attributePointer, forbidden } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import { canWritePrivileged } from '../policies/checks.ts';
import type { Row } from '../policies/types.ts';
import type { Kind } from './catalog.ts';
import type { EngineContext } from './context.ts';
import { isObject } from './input.ts';
import { isFilled, withTranslation } from './translations.ts';
import { checkValue } from './values.ts';

export interface AttributeWrite {
  /** Column values by JS key, translatable ones already merged with their other locales. */
  values: Record<string, unknown>;
  errors: FieldError[];
}

const refuse = (name: string, rule: string, detail: string): FieldError => ({ pointer: attributePointer(name), rule, detail });

/**
 * Hidden attributes are never read; a stored one (a two-factor secret) is written by a service, never
 * by the generic engine, unless declared `writeOnly` (a new password, hashed by the kind's hook). A
 * hidden computed one (the current password) is passed to the kind's hooks.
 */
const isWritable = (attribute: AttributeDefinition) => !attribute.readOnly && (!attribute.hidden || attribute.computed || attribute.writeOnly);

/** `translations`: `{ fr: { title: "…" } }`, merged locale by locale into what is stored. */
function writeTranslations(ctx: EngineContext, kind: Kind, given: unknown, values: Record<string, unknown>, before: Row | null, errors: FieldError[]) {
  const pointer = attributePointer('translations');
  if (!isObject(given)) return errors.push({ pointer, rule: 'json', detail: 'Translations are an object by locale.' });
  for (const [locale, fields] of Object.entries(given)) {
    if (!isLocale(locale) || (ctx.locales && !ctx.locales.includes(locale))) {
      errors.push({ pointer: `${pointer}/${locale}`, rule: 'enum', detail: `"${locale}" is not a language of this site.` });
      continue;
    }
    if (!isObject(fields)) {
      errors.push({ pointer: `${pointer}/${locale}`, rule: 'json', detail: 'Each locale holds an object of fields.' });
      continue;
    }
    for (const [name, value] of Object.entries(fields)) {
      const attribute = kind.resource.attributes[name];
      const at = `${pointer}/${locale}/${name}`;
      if (!attribute?.translatable || attribute.hidden) errors.push({ pointer: at, rule: 'unknown_field', detail: `${name} is not a translatable field.` });
      else if (!isWritable(attribute)) errors.push({ pointer: at, rule: 'read_only', detail: `${name} is set by the server.` });
      else {
        const checked = checkValue(attribute, value);
        if (checked.error) errors.push({ pointer: at, ...checked.error });
        else values[name] = withTranslation(name in values ? values[name] : before?.[name], locale, checked.value);
      }
    }
  }
}

/**
 * Checks every sent attribute against its declaration and returns the column values to write.
 * Privileged fields written by someone not allowed stop everything with a 403 naming the field.
 */
export function validateAttributes(
  ctx: EngineContext,
  kind: Kind,
  attributes: Record<string, unknown>,
  { before }: { before: Row | null },
): AttributeWrite {
  const values: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  const isCreate = before === null;
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'translations') {
      if (!canWritePrivileged(kind.policy, ctx.actor, 'translations')) throw forbidden('Only editors may send every translation at once.', attributePointer(name));
      writeTranslations(ctx, kind, value, values, before, errors);
      continue;
    }
    const attribute = Object.hasOwn(kind.resource.attributes, name) ? kind.resource.attributes[name] : undefined;
    if (isTimestamp(name) || name === 'otherTranslationsLocales') {
      errors.push(refuse(name, 'read_only', `${name} is set by the server.`));
      continue;
    }
    if (!attribute) {
      errors.push(refuse(name, 'unknown_field', `${kind.type} has no attribute "${name}".`));
      continue;
    }
    if (!isWritable(attribute)) {
      errors.push(refuse(name, 'read_only', `${name} is set by the server.`));
      continue;
    }
    // A form that sends the whole record back repeats a privileged value unchanged: that changes nothing.
    const isUnchanged = before !== null && (value === null || typeof value !== 'object') && Object.is(before[name] ?? null, value);
    if (attribute.privileged && !isUnchanged && !canWritePrivileged(kind.policy, ctx.actor, name)) {
      throw forbidden(`You may not change ${name}.`, attributePointer(name));
    }
    const checked = checkValue(attribute, value);
    if (checked.error) errors.push({ pointer: attributePointer(name), ...checked.error });
    else if (attribute.translatable) values[name] = withTranslation(name in values ? values[name] : before?.[name], ctx.editionLocale, checked.value);
    else values[name] = checked.value;
  }

  for (const [name, attribute] of Object.entries(kind.resource.attributes)) {
    if (attribute.computed || errors.some((e) => e.pointer === attributePointer(name))) continue;
    const sent = name in values;
    const final = sent ? values[name] : isCreate ? (attribute.defaultValue ?? null) : before![name];
    const isEmpty = attribute.translatable ? !Object.values((final as Record<string, unknown> | null) ?? {}).some(isFilled) : !isFilled(final);
    if ((attribute.required && isEmpty && (isCreate || sent)) || (!attribute.nullable && sent && final === null)) {
      errors.push(refuse(name, 'required', `${name} is required.`));
    }
  }
  return { values, errors };
}
