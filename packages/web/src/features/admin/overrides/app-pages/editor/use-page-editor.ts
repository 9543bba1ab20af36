import { useTranslation } from '../../../../../lib/i18n/i18n.ts';
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { blockDeclaration } from '@relais/domain';
import type { BlockName } from '@relais/domain';
import { ApiError } from '../../../../../lib/api-client.ts';
import { useAnnounce } from '../../../../../lib/announcer.tsx';
import { errorMessage, usePreventLeave } from '../../../../../lib/forms/server-errors.ts';
import { toast } from '../../../../../lib/ui-store.ts';
import { publishPage, savePage } from '../api/page-editor.ts';
import type { EditedPage } from '../api/page-editor.ts';
import { blockLabel } from './block-labels.ts';
import { editorReducer, initialEditorState, isDirty } from './editor-state.ts';
import type { EditorBlock } from './editor-state.ts';
import type { PropErrors } from './prop-input.tsx';
import { pathOf } from './props-path.ts';
import { errorsOfSave, saveOperations } from './save-operations.ts';

/** The most operations one atomic request carries (the server's limit). */
const MAX_OPERATIONS = 100;

let newKeys = 0;
const newKey = () => `new-${Date.now().toString(36)}-${++newKeys}`;

/** Where focus goes once the list is drawn: a control of a block card (`toggle`, `up`, `handle`…). */
interface FocusRequest {
  key: string;
  control: string;
}

/**
 * The editor's state and actions: the blocks with undo and redo, the open card, the errors by block
 * and prop, focus after each action, what is said to screen readers, and saving and publishing.
 */
export function usePageEditor({ page, language, onSaved }: { page: EditedPage; language: string; onSaved(): Promise<void> }) {
  const { t, i18n } = useTranslation();
  const announce = useAnnounce();
  const [state, dispatch] = useReducer(editorReducer, page.blocks, initialEditorState);
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [errors, setErrors] = useState<ReadonlyMap<string, PropErrors>>(new Map());
  const [isBusy, setIsBusy] = useState(false);
  const focusRequest = useRef<FocusRequest | null>(null);
  const latest = useRef(state);
  latest.current = state;
  const dirty = isDirty(state);
  usePreventLeave(dirty);

  useLayoutEffect(() => {
    const request = focusRequest.current;
    if (!request) return;
    focusRequest.current = null;
    const card = document.querySelector(`[data-block-key="${CSS.escape(request.key)}"]`);
    const control = card?.querySelector<HTMLElement>(`[data-control="${request.control}"]`);
    (control && !control.hasAttribute('disabled') ? control : card?.querySelector<HTMLElement>('[data-control="handle"]'))?.focus();
  });

  const labelAt = useCallback((block: EditorBlock, index: number) => t('pageEditor.blockAt', { block: blockLabel(t, block.name), position: index + 1 }), [t]);

  const add = useCallback(
    (name: BlockName) => {
      const block: EditorBlock = { key: newKey(), id: null, name, viewId: null, props: structuredClone(blockDeclaration(name).defaults) as Record<string, unknown> };
      dispatch({ type: 'add', block });
      setOpenKey(block.key);
      focusRequest.current = { key: block.key, control: 'toggle' };
      announce(t('pageEditor.added', { block: labelAt(block, latest.current.present.length) }));
    },
    [announce, labelAt, t],
  );

  const callbacks = useMemo(
    () => ({
      onToggle: (key: string) => setOpenKey((open) => (open === key ? null : key)),
      onMove: (key: string, delta: -1 | 1) => {
        const from = latest.current.present.findIndex((block) => block.key === key);
        const to = from + delta;
        if (from < 0 || to < 0 || to >= latest.current.present.length) return;
        dispatch({ type: 'move', from, to });
        focusRequest.current = { key, control: delta < 0 ? 'up' : 'down' };
        announce(t('pageEditor.moved', { block: blockLabel(t, latest.current.present[from]!.name), position: to + 1, count: latest.current.present.length }));
      },
      onDuplicate: (key: string) => {
        const at = latest.current.present.findIndex((block) => block.key === key);
        const copy = newKey();
        dispatch({ type: 'duplicate', key, newKey: copy });
        focusRequest.current = { key: copy, control: 'toggle' };
        announce(t('pageEditor.duplicated', { block: labelAt(latest.current.present[at]!, at + 1) }));
      },
      onRemove: (key: string) => {
        const { present } = latest.current;
        const at = present.findIndex((block) => block.key === key);
        const next = present[at + 1] ?? present[at - 1];
        dispatch({ type: 'remove', key });
        if (next) focusRequest.current = { key: next.key, control: 'handle' };
        else document.getElementById('page-editor-blocks')?.focus();
        announce(t('pageEditor.removed', { block: labelAt(present[at]!, at) }));
      },
      onEdit: (key: string, props: Record<string, unknown>, field: string) => {
        dispatch({ type: 'edit', key, props, field });
        setErrors((current) => {
          const mine = current.get(key);
          if (!mine || !(field in mine)) return current;
          const next = new Map(current);
          const { [field]: _fixed, ...rest } = mine;
          next.set(key, rest);
          return next;
        });
      },
      onReorder: (from: number, to: number) => dispatch({ type: 'move', from, to }),
    }),
    [announce, labelAt, t],
  );

  const undo = useCallback(() => {
    if (!latest.current.past.length) return;
    dispatch({ type: 'undo' });
    announce(t('pageEditor.undone'));
  }, [announce, t]);
  const redo = useCallback(() => {
    if (!latest.current.future.length) return;
    dispatch({ type: 'redo' });
    announce(t('pageEditor.redone'));
  }, [announce, t]);

  // Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y) anywhere in the editor; rich text keeps its own history.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key !== 'z' && key !== 'y') return;
      if ((event.target as HTMLElement | null)?.isContentEditable || document.querySelector('[role="dialog"]')) return;
      event.preventDefault();
      if (key === 'y' || event.shiftKey) redo();
      else undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);

  /** Shows errors on their blocks, opens the first one and puts focus on its first wrong input. */
  const showErrors = (found: ReadonlyMap<string, PropErrors>) => {
    setErrors(found);
    const first = latest.current.present.find((block) => found.has(block.key));
    if (!first) return;
    setOpenKey(first.key);
    const [path] = Object.keys(found.get(first.key)!);
    requestAnimationFrame(() => {
      const card = document.querySelector(`[data-block-key="${CSS.escape(first.key)}"]`);
      const input = (path && card?.querySelector<HTMLElement>(`[name="${CSS.escape(path)}"], [name^="${CSS.escape(path)}."]`)) || card?.querySelector<HTMLElement>('[data-control="toggle"]');
      input?.focus();
    });
    toast(t('pageEditor.fixErrors'), { severity: 'error', length: 'long' });
  };

  /** The form's own check of every block against its schema, before anything is sent. */
  const checkBlocks = () => {
    const found = new Map<string, PropErrors>();
    for (const block of latest.current.present) {
      const result = blockDeclaration(block.name).props.safeParse(block.props);
      if (result.success) continue;
      const messages: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const message = issue.code === 'too_small' ? t('validation.min') : issue.code === 'too_big' ? t('validation.max') : issue.code === 'custom' ? issue.message : t('validation.invalid');
        messages[pathOf(issue.path)] ??= message;
      }
      found.set(block.key, messages);
    }
    return found;
  };

  /** Saves every change in one request; answers whether it was saved. */
  const write = async (): Promise<boolean> => {
    const found = checkBlocks();
    if (found.size) {
      showErrors(found);
      return false;
    }
    const { operations, blockOf } = saveOperations({ pageId: page.id, saved: latest.current.saved, present: latest.current.present });
    if (operations.length > MAX_OPERATIONS) {
      toast(t('pageEditor.tooManyChanges', { count: MAX_OPERATIONS }), { severity: 'error', length: 'long' });
      return false;
    }
    try {
      await savePage(operations, language);
      setErrors(new Map());
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const translated = error.errors.map((item) => ({ ...item, detail: errorMessage(item, t, (key) => i18n.exists(key)) }));
        const { byBlock, others } = errorsOfSave(translated, blockOf);
        if (byBlock.size) showErrors(byBlock);
        if (others.length) toast(others.join(' '), { severity: 'error', length: 'long' });
        return false;
      }
      if (error instanceof ApiError) toast(error.message, { severity: 'error', length: 'long' });
      else throw error;
      return false;
    }
  };

  const save = async () => {
    setIsBusy(true);
    try {
      if (!(await write())) return;
      toast(t('common.actionDone'));
      await onSaved();
    } finally {
      setIsBusy(false);
    }
  };

  /** Saves what changed, then publishes the draft onto its page; answers the published page's id. */
  const publish = async (): Promise<string | null> => {
    setIsBusy(true);
    try {
      if (isDirty(latest.current) && !(await write())) return null;
      const publishedId = await publishPage(page.id);
      toast(t('pageEditor.published'));
      return publishedId;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      toast(error.message, { severity: 'error', length: 'long' });
      return null;
    } finally {
      setIsBusy(false);
    }
  };

  // Stable for the memoised toolbar, yet running the latest closures.
  const actions = useRef({ save, publish });
  actions.current = { save, publish };
  const stableSave = useCallback(() => actions.current.save(), []);
  const stablePublish = useCallback(() => actions.current.publish(), []);

  return { state, dirty, openKey, errors, isBusy, add, callbacks, undo, redo, save: stableSave, publish: stablePublish };
}
