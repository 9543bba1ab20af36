import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { defaultDataType } from '@relais/domain';
import type { FormFieldType } from '@relais/domain';
import { ApiError } from '../../../../lib/api-client.ts';
import { useAnnounce } from '../../../../lib/announcer.tsx';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { usePreventLeave } from '../../../../lib/forms/server-errors.ts';
import { fromZonedInput, toZonedInput } from '../../../../lib/resources/zoned-time.ts';
import { toast } from '../../../../lib/ui-store.ts';
import { saveBuiltForm } from './api/form-builder.ts';
import type { BuiltForm } from './api/form-builder.ts';
import { checkFields, errorsOfSave, initialConfig, saveOperations, SETTINGS_KEY } from './builder-state.ts';
import type { BuilderField, BuilderSettings, BuilderState, FieldErrors } from './builder-state.ts';
import { builderInputId } from './field-card.tsx';

let newKeys = 0;
const newKey = () => `new-${Date.now().toString(36)}-${++newKeys}`;

/** Where focus goes once the list is drawn: an input or control of a field's card. */
interface FocusRequest {
  key: string;
  what: string;
}

/** The id the add controls' type select has: focus lands there when the last field goes. */
export const ADD_TYPE_ID = 'form-builder-add-type';

/**
 * The builder's state and actions: the settings and fields as edited, the open field, errors by
 * field, focus after each action, what is said to screen readers, and the one-request save.
 */
export function useFormBuilder({ form, language, timeZone, onSaved }: { form: BuiltForm; language: string; timeZone: string; onSaved(): Promise<void> }) {
  const { t, i18n } = useTranslation();
  const announce = useAnnounce();
  const saved = useMemo<BuilderState>(
    () => ({ settings: { isCaptchaProtected: form.isCaptchaProtected, openAt: toZonedInput(form.openAt, timeZone), closeAt: toZonedInput(form.closeAt, timeZone) }, fields: form.fields }),
    [form, timeZone],
  );
  const [present, setPresent] = useState<BuilderState>(saved);
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [errors, setErrors] = useState<ReadonlyMap<string, FieldErrors>>(new Map());
  const [others, setOthers] = useState<string[]>([]);
  const [isBusy, setIsBusy] = useState(false);
  const focusRequest = useRef<FocusRequest | null>(null);
  const latest = useRef(present);
  latest.current = present;
  const isDirty = JSON.stringify(present) !== JSON.stringify(saved);
  usePreventLeave(isDirty);

  useLayoutEffect(() => {
    const request = focusRequest.current;
    if (!request) return;
    focusRequest.current = null;
    const target = document.getElementById(builderInputId(request.key, request.what));
    const card = document.querySelector(`[data-field-key="${CSS.escape(request.key)}"]`);
    (target && !target.hasAttribute('disabled') ? target : card?.querySelector<HTMLElement>('[data-control="toggle"]'))?.focus();
  });

  /** A rule's words: the builder's own, else the shared validation message, else the server's detail. */
  const message = useCallback(
    (rule: string, detail: string) => (i18n.exists(`formBuilder.refused_${rule}`) ? t(`formBuilder.refused_${rule}`) : i18n.exists(`validation.${rule}`) ? t(`validation.${rule}`) : detail || t('validation.invalid')),
    [i18n, t],
  );
  const nameOf = useCallback((field: BuilderField, index: number) => t('formBuilder.fieldAt', { position: index + 1, title: field.title.trim() || t('formBuilder.untitled'), type: t(`formBuilder.type_${field.fieldType}`) }), [t]);

  const clearError = (key: string, what: string) =>
    setErrors((current) => {
      const mine = current.get(key);
      if (!mine || !Object.keys(mine).some((path) => path === what || path.startsWith(`${what}.`))) return current;
      const next = new Map(current);
      next.set(key, Object.fromEntries(Object.entries(mine).filter(([path]) => path !== what && !path.startsWith(`${what}.`))));
      return next;
    });

  const setSettings = (change: Partial<BuilderSettings>) => {
    setPresent((current) => ({ ...current, settings: { ...current.settings, ...change } }));
    for (const name of Object.keys(change)) clearError(SETTINGS_KEY, name);
  };

  const add = (fieldType: FormFieldType) => {
    const field: BuilderField = { key: newKey(), id: null, fieldType, title: '', description: '', required: false, config: initialConfig(fieldType, t('formBuilder.choiceAt', { position: 1 })), dataType: defaultDataType(fieldType) };
    setPresent((current) => ({ ...current, fields: [...current.fields, field] }));
    setOpenKey(field.key);
    focusRequest.current = { key: field.key, what: 'title' };
    announce(t('formBuilder.added', { type: t(`formBuilder.type_${fieldType}`), position: latest.current.fields.length + 1 }));
  };

  const callbacks = useMemo(
    () => ({
      onToggle: (key: string) => setOpenKey((open) => (open === key ? null : key)),
      onMove: (key: string, delta: -1 | 1) => {
        const fields = [...latest.current.fields];
        const from = fields.findIndex((field) => field.key === key);
        const to = from + delta;
        if (from < 0 || to < 0 || to >= fields.length) return;
        const [moved] = fields.splice(from, 1);
        fields.splice(to, 0, moved!);
        setPresent((current) => ({ ...current, fields }));
        focusRequest.current = { key, what: delta < 0 ? 'up' : 'down' };
        announce(t('formBuilder.moved', { field: nameOf(moved!, to), position: to + 1, count: fields.length }));
      },
      onRemove: (key: string) => {
        const { fields } = latest.current;
        const at = fields.findIndex((field) => field.key === key);
        const next = fields[at + 1] ?? fields[at - 1];
        setPresent((current) => ({ ...current, fields: current.fields.filter((field) => field.key !== key) }));
        if (next) focusRequest.current = { key: next.key, what: 'toggle' };
        else queueMicrotask(() => document.getElementById(ADD_TYPE_ID)?.focus());
        announce(t('formBuilder.removed', { field: nameOf(fields[at]!, at) }));
      },
      onChange: (key: string, field: BuilderField, what: string) => {
        setPresent((current) => ({ ...current, fields: current.fields.map((candidate) => (candidate.key === key ? field : candidate)) }));
        clearError(key, what === 'fieldType' ? 'config' : what);
      },
    }),
    [announce, nameOf, t],
  );

  /** Shows errors on their fields, opens the first one and puts focus on its first wrong input. */
  const showErrors = (found: ReadonlyMap<string, FieldErrors>, general: string[]) => {
    setErrors(found);
    setOthers(general);
    const settingsError = Object.keys(found.get(SETTINGS_KEY) ?? {})[0];
    const first = latest.current.fields.find((field) => found.has(field.key));
    if (settingsError) queueMicrotask(() => document.getElementById(builderInputId(SETTINGS_KEY, settingsError))?.focus());
    else if (first) {
      setOpenKey(first.key);
      const [what = 'title'] = Object.keys(found.get(first.key)!);
      focusRequest.current = { key: first.key, what: what === 'config.choices' ? 'config.choices.0' : what };
    }
    toast(t('formBuilder.fixErrors'), { severity: 'error', length: 'long' });
  };

  const settingsWrite = () => {
    const write: Record<string, unknown> = {};
    const now = latest.current.settings;
    if (now.isCaptchaProtected !== saved.settings.isCaptchaProtected) write.isCaptchaProtected = now.isCaptchaProtected;
    for (const name of ['openAt', 'closeAt'] as const) if (now[name] !== saved.settings[name]) write[name] = now[name] ? fromZonedInput(now[name], timeZone) : null;
    return write;
  };

  /** Saves every change in one request. */
  const save = async () => {
    const found = checkFields(latest.current.fields, message);
    if (found.size) {
      showErrors(found, []);
      return;
    }
    const { operations, fieldOf } = saveOperations({ formId: form.id, saved, present: latest.current, settingsWrite: settingsWrite() });
    if (!operations.length) return;
    setIsBusy(true);
    try {
      await saveBuiltForm(operations, language);
    } catch (error) {
      setIsBusy(false);
      if (error instanceof ApiError && error.status === 422) {
        const { byField, others: general } = errorsOfSave(error.errors, fieldOf, message);
        showErrors(byField, general);
      } else toast(error instanceof Error ? error.message : t('validation.invalid'), { severity: 'error', length: 'long' });
      return;
    }
    toast(t('formBuilder.saved'));
    await onSaved();
  };

  return { present, isDirty, isBusy, openKey, errors, others, add, callbacks, setSettings, save };
}
