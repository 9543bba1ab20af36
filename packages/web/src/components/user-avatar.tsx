import Box from '@mui/material/Box';
import { isSiteAvatarUrl } from '@relais/domain';

/** Text sizes of the avatars: the circle is sized in em, so it grows with the user's text size. */
const FONT_SIZES = { small: '0.875rem', medium: '1.75rem', large: '2.25rem' } as const;

/**
 * A user's picture, or their initials in a circle. Decorative: the name is always written beside
 * it. An address on another site is ignored (older accounts may hold one): the page's
 * Content-Security-Policy would show it as a broken image.
 */
export function UserAvatar({ user, size = 'small' }: { user: { avatarUrl?: string | null; initials: string }; size?: keyof typeof FONT_SIZES }) {
  const circle = { flexShrink: 0, width: '2.3em', height: '2.3em', borderRadius: '50%', fontSize: FONT_SIZES[size] } as const;
  if (user.avatarUrl && isSiteAvatarUrl(user.avatarUrl)) {
    return <Box component="img" src={user.avatarUrl} alt="" data-testid="user-avatar" sx={{ ...circle, objectFit: 'cover' }} />;
  }
  return (
    <Box
      component="span"
      aria-hidden="true"
      data-testid="user-avatar"
      sx={{ ...circle, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', lineHeight: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      {user.initials}
    </Box>
  );
}
