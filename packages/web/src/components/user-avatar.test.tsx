import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { UserAvatar } from './user-avatar.tsx';

describe('a user avatar', () => {
  it('shows a picture of the site', () => {
    render(<UserAvatar user={{ avatarUrl: '/files/avatars/me.png', initials: 'IM' }} />);
    expect(screen.getByTestId('user-avatar')).toHaveAttribute('src', '/files/avatars/me.png');
  });

  it.each(['https://example.org/me.png', '//example.org/me.png', null])('shows the initials instead of %s, which the page could not show', (avatarUrl) => {
    render(<UserAvatar user={{ avatarUrl, initials: 'IM' }} />);
    const avatar = screen.getByTestId('user-avatar');
    expect(avatar.tagName).toBe('SPAN');
    expect(avatar).toHaveTextContent('IM');
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
  });
});
