import type { ComponentProps } from 'react';
import ButtonBase from '@mui/material/ButtonBase';

type IconButtonProps = ComponentProps<typeof ButtonBase> & { color?: 'inherit' | 'default' };

/**
 * A round button holding one icon, as MUI's IconButton draws it (8 px around a 24 px icon, a tint on
 * hover), built on ButtonBase, which every page already loads: MUI's own carries about 1 KB gzipped
 * more (its loading state) that a public page would download for nothing. The name comes from
 * `aria-label`, as for any icon-only button.
 */
export function IconButton({ color = 'default', sx, ...props }: IconButtonProps) {
  return (
    <ButtonBase
      centerRipple
      {...props}
      sx={[
        {
          flex: '0 0 auto',
          p: 1,
          borderRadius: '50%',
          fontSize: '1.5rem',
          color: color === 'inherit' ? 'inherit' : 'action.active',
          transition: (theme) => theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
          '&:hover': { bgcolor: 'action.hover' },
          '@media (hover: none)': { '&:hover': { bgcolor: 'transparent' } },
          '&.Mui-disabled': { color: 'action.disabled' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
