import Box from '@mui/material/Box';
import { Button } from '../../components/button.tsx';
import { isGuestOnlyPath } from '@relais/domain';
import { SmartLink } from '../../components/smart-link.tsx';
import { useSession } from '../../lib/session/session.ts';
import { OpenInNewIcon } from '../../lib/icons.tsx';
import type { ButtonValue } from './block-values.ts';

/**
 * A row of link buttons; `isOnDark` keeps them legible over the hero's dark background. A call to
 * action for visitors only ("Create an account", "Sign in") is not shown to a signed-in user.
 */
export function BlockButtons({ buttons: all, isOnDark = false, align = 'flex-start' }: { buttons: ButtonValue[]; isOnDark?: boolean; align?: string }) {
  const { isAuth } = useSession();
  const buttons = isAuth ? all.filter((button) => !isGuestOnlyPath(button.href)) : all;
  if (buttons.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: align }}>
      {buttons.map((button) => (
        <Button
          key={`${button.href}-${button.text}`}
          component={SmartLink}
          href={button.href}
          isBlank={button.isBlank}
          variant={button.isOutlined ? 'outlined' : 'contained'}
          color={button.color}
          size="large"
          endIcon={button.isBlank ? <OpenInNewIcon aria-hidden="true" /> : undefined}
          sx={isOnDark ? (button.isOutlined ? { color: '#fff', borderColor: '#fff' } : { bgcolor: '#fff', color: 'primary.dark', '&:hover': { bgcolor: 'grey.200' } }) : undefined}
        >
          {button.text}
        </Button>
      ))}
    </Box>
  );
}
