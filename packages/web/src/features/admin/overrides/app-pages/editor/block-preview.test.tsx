import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { initialEditorState, editorReducer } from './editor-state.ts';
import type { EditorBlock } from './editor-state.ts';

/** Each draw of a block's component, by the title it was drawn with. */
const draws: string[] = [];

vi.mock('../../../../../blocks/block-map.ts', () => ({
  findBlock: () =>
    function CountingBlock({ props }: { props: Record<string, unknown> }) {
      draws.push(String(props.title));
      return <p>{String(props.title)}</p>;
    },
}));

const { PreviewBlock } = await import('./block-preview.tsx');

function Preview({ blocks }: { blocks: readonly EditorBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <PreviewBlock key={block.key} block={block} position={index} />
      ))}
    </>
  );
}

describe('the live preview', () => {
  it('draws again only the block being typed in, whatever the number of blocks', () => {
    const blocks = Array.from({ length: 50 }, (_, n): EditorBlock => ({ key: `b${n}`, id: `b${n}`, name: 'pageTitle', viewId: null, props: { title: `Block ${n}` } }));
    let state = initialEditorState(blocks);
    const view = render(<Preview blocks={state.present} />);
    expect(draws).toHaveLength(50);
    draws.length = 0;
    state = editorReducer(state, { type: 'edit', key: 'b25', props: { title: 'Block 25!' }, field: 'title' });
    view.rerender(<Preview blocks={state.present} />);
    expect(draws).toEqual(['Block 25!']);
  });
});
