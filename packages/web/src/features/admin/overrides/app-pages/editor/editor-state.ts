import type { BlockName } from '@relais/domain';

/** One block of the page being edited: its props in the editor's language. */
export interface EditorBlock {
  /** Stable while editing (drag and drop, React keys); the stored id once saved. */
  key: string;
  /** The stored component's id; null until saved. */
  id: string | null;
  name: BlockName;
  viewId: string | null;
  props: Record<string, unknown>;
}

export interface EditorState {
  past: EditorBlock[][];
  present: EditorBlock[];
  future: EditorBlock[][];
  /** What the server holds: the editor is dirty when `present` differs. */
  saved: EditorBlock[];
  /** The field typing goes into: keystrokes in one field make one undo step. */
  typingIn: string | null;
}

export type EditorAction =
  | { type: 'add'; block: EditorBlock; at?: number }
  | { type: 'duplicate'; key: string; newKey: string }
  | { type: 'remove'; key: string }
  | { type: 'move'; from: number; to: number }
  | { type: 'edit'; key: string; props: Record<string, unknown>; field: string }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'load'; blocks: EditorBlock[] };

/** Undo steps kept. */
export const HISTORY_LIMIT = 100;

export const initialEditorState = (blocks: EditorBlock[]): EditorState => ({ past: [], present: blocks, future: [], saved: blocks, typingIn: null });

function commit(state: EditorState, present: EditorBlock[], typingIn: string | null = null): EditorState {
  const isSameStep = typingIn !== null && typingIn === state.typingIn;
  const past = isSameStep ? state.past : [...state.past, state.present].slice(-HISTORY_LIMIT);
  return { ...state, past, present, future: [], typingIn };
}

/** Moves one item of a list to another place, the others keeping their order. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const { present } = state;
  switch (action.type) {
    case 'add': {
      const at = action.at ?? present.length;
      return commit(state, [...present.slice(0, at), action.block, ...present.slice(at)]);
    }
    case 'duplicate': {
      const at = present.findIndex((block) => block.key === action.key);
      if (at < 0) return state;
      const copy = { ...present[at]!, key: action.newKey, id: null, viewId: null, props: structuredClone(present[at]!.props) };
      return commit(state, [...present.slice(0, at + 1), copy, ...present.slice(at + 1)]);
    }
    case 'remove':
      return present.some((block) => block.key === action.key) ? commit(state, present.filter((block) => block.key !== action.key)) : state;
    case 'move': {
      const { from, to } = action;
      if (from === to || from < 0 || to < 0 || from >= present.length || to >= present.length) return state;
      return commit(state, moveItem(present, from, to));
    }
    case 'edit': {
      // Only the edited block gets a new object: the others' previews are not drawn again.
      const next = present.map((block) => (block.key === action.key ? { ...block, props: action.props } : block));
      return commit(state, next, `${action.key} ${action.field}`);
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return { ...state, past: state.past.slice(0, -1), present: previous, future: [present, ...state.future], typingIn: null };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return { ...state, past: [...state.past, present], present: next, future: rest, typingIn: null };
    }
    case 'load':
      return initialEditorState(action.blocks);
  }
}

const sameBlock = (a: EditorBlock, b: EditorBlock) => a === b || (a.key === b.key && a.name === b.name && (a.props === b.props || JSON.stringify(a.props) === JSON.stringify(b.props)));

/** Whether the page on screen differs from what is stored (a change undone is no change). */
export function isDirty({ present, saved }: Pick<EditorState, 'present' | 'saved'>): boolean {
  return present.length !== saved.length || present.some((block, index) => !sameBlock(block, saved[index]!));
}
