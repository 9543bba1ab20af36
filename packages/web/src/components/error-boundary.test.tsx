import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from './error-boundary.tsx';

function Broken(): never {
  throw new Error('bad props');
}

afterEach(() => vi.restoreAllMocks());

describe('an error boundary', () => {
  it('shows its fallback instead of a part that fails, keeps the rest, and logs where it failed', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <ErrorBoundary label="Block pageHero" fallback={<p>Could not show this part</p>}>
          <Broken />
        </ErrorBoundary>
        <p>The rest of the page</p>
      </>,
    );
    expect(screen.getByText('Could not show this part')).toBeInTheDocument();
    expect(screen.getByText('The rest of the page')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Block pageHero failed to render', expect.any(Error), expect.anything());
  });
});
