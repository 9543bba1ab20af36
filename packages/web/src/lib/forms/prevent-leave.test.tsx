import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { getUiState, resetUiState } from '../ui-store.ts';
import { usePreventLeave } from './server-errors.ts';

function Form({ isDirty }: { isDirty: boolean }) {
  usePreventLeave(isDirty);
  return null;
}

function Screen({ first, second }: { first: boolean; second: boolean }) {
  return (
    <>
      <Form isDirty={first} />
      <Form isDirty={second} />
    </>
  );
}

afterEach(resetUiState);

describe('leaving a screen with unsaved changes', () => {
  it('keeps asking while any form of the screen still has changes', () => {
    const { rerender, unmount } = render(<Screen first={false} second={false} />);
    expect(getUiState().preventLeave).toBe(false);
    rerender(<Screen first second />);
    expect(getUiState().preventLeave).toBe(true);
    rerender(<Screen first={false} second />);
    expect(getUiState().preventLeave).toBe(true);
    rerender(<Screen first={false} second={false} />);
    expect(getUiState().preventLeave).toBe(false);
    rerender(<Screen first second={false} />);
    unmount();
    expect(getUiState().preventLeave).toBe(false);
  });
});
