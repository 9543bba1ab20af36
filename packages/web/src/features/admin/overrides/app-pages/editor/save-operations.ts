import type { EditorBlock } from './editor-state.ts';

type Operation = Record<string, unknown>;

export interface PageSave {
  /** JSON:API atomic operations: the page, then removed, changed and added blocks, in one transaction. */
  operations: Operation[];
  /** The block each operation writes (null for the page and removals), to put a 422 on its block. */
  blockOf: (string | null)[];
}

const COMPONENTS = 'app-page-components';

/**
 * What a save sends: the page itself (its `updatedAt` moves, so a draft whose blocks changed can be
 * published), the blocks removed, and each block added, moved or edited — position being its place
 * in the list. Blocks left as they were are not sent.
 */
export function saveOperations({ pageId, saved, present }: { pageId: string; saved: readonly EditorBlock[]; present: readonly EditorBlock[] }): PageSave {
  const operations: Operation[] = [{ op: 'update', data: { type: 'app-pages', id: pageId, attributes: {} } }];
  const blockOf: (string | null)[] = [null];
  const storedAt = new Map(saved.flatMap((block, index) => (block.id ? [[block.id, { block, index }] as const] : [])));
  const kept = new Set(present.flatMap((block) => (block.id ? [block.id] : [])));
  for (const block of saved) {
    if (block.id && !kept.has(block.id)) {
      operations.push({ op: 'remove', ref: { type: COMPONENTS, id: block.id } });
      blockOf.push(null);
    }
  }
  present.forEach((block, position) => {
    if (!block.id) {
      const attributes = { name: block.name, position, props: block.props, ...(block.viewId ? { viewId: block.viewId } : {}) };
      operations.push({ op: 'add', data: { type: COMPONENTS, attributes, relationships: { page: { data: { type: 'app-pages', id: pageId } } } } });
      blockOf.push(block.key);
      return;
    }
    const stored = storedAt.get(block.id);
    const attributes: Record<string, unknown> = {};
    if (stored?.index !== position) attributes.position = position;
    if (!stored || (stored.block.props !== block.props && JSON.stringify(stored.block.props) !== JSON.stringify(block.props))) attributes.props = block.props;
    if (Object.keys(attributes).length === 0) return;
    operations.push({ op: 'update', ref: { type: COMPONENTS, id: block.id }, data: { type: COMPONENTS, id: block.id, attributes } });
    blockOf.push(block.key);
  });
  return { operations, blockOf };
}

export interface BlockErrors {
  /** Block key → prop path (`items.0.title`, '' for the block as a whole) → message. */
  byBlock: Map<string, Record<string, string>>;
  /** Messages that name no block's prop. */
  others: string[];
}

const POINTER = /^\/atomic:operations\/(\d+)(?:\/data\/attributes\/(\w+)(\/.*)?)?$/;

/** The errors of a refused save, each on the block and prop it names. */
export function errorsOfSave(errors: readonly { detail?: string; title?: string; source?: { pointer?: string } }[], blockOf: readonly (string | null)[]): BlockErrors {
  const byBlock = new Map<string, Record<string, string>>();
  const others: string[] = [];
  for (const error of errors) {
    const message = error.detail ?? error.title ?? '';
    const match = POINTER.exec(error.source?.pointer ?? '');
    const key = match ? blockOf[Number(match[1])] : null;
    if (!key) {
      others.push(message);
      continue;
    }
    const path = match![2] === 'props' ? (match![3] ?? '').split('/').filter(Boolean).join('.') : '';
    const messages = byBlock.get(key) ?? {};
    messages[path] ??= message;
    byBlock.set(key, messages);
  }
  return { byBlock, others };
}
