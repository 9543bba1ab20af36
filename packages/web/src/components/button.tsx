import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';

type Variant = 'text' | 'outlined' | 'contained';
type Color = 'primary' | 'secondary' | 'error' | 'inherit';
type Size = 'small' | 'medium' | 'large';

interface OwnProps<C extends ElementType> {
  /** What to render: a `button`, or a link component (`SmartLink`) with its own props. */
  component?: C;
  variant?: Variant;
  color?: Color;
  size?: Size;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  fullWidth?: boolean;
  disabled?: boolean;
  sx?: SxProps<Theme>;
  children?: ReactNode;
}

export type ButtonProps<C extends ElementType = 'button'> = OwnProps<C> & Omit<ComponentPropsWithoutRef<C>, keyof OwnProps<C> | 'color'>;

// MUI's Button padding by size and variant; small and large change the theme's button text size.
const PADDING: Record<Size, { text: string; filled: string; outlined: string; fontSize: string | undefined }> = {
  small: { text: '4px 5px', filled: '4px 10px', outlined: '3px 9px', fontSize: '0.8125rem' },
  medium: { text: '6px 8px', filled: '6px 16px', outlined: '5px 15px', fontSize: undefined },
  large: { text: '8px 11px', filled: '8px 22px', outlined: '7px 21px', fontSize: '0.9375rem' },
};
const ICON_SIZE: Record<Size, number> = { small: 18, medium: 20, large: 22 };

function variantStyle(theme: Theme, variant: Variant, color: Color) {
  const main = color === 'inherit' ? 'currentColor' : theme.palette[color].main;
  const tint = (opacity: number) => (color === 'inherit' ? alpha(theme.palette.text.primary, opacity) : alpha(theme.palette[color].main, opacity));
  const hover = theme.palette.action.hoverOpacity;
  if (variant === 'contained') {
    const palette = color === 'inherit' ? { main: theme.palette.grey[300], dark: theme.palette.grey.A100, contrastText: theme.palette.text.primary } : theme.palette[color];
    // The dark theme lightens a primary contained button on hover (lib/theme.ts), as MUI's does there.
    const hovered = theme.palette.mode === 'dark' && color === 'primary' ? '#bbdefb' : palette.dark;
    return {
      color: palette.contrastText,
      backgroundColor: palette.main,
      boxShadow: theme.shadows[2],
      '&:hover': { backgroundColor: hovered, boxShadow: theme.shadows[4], '@media (hover: none)': { backgroundColor: palette.main } },
      '&:active': { boxShadow: theme.shadows[8] },
      '&.Mui-focusVisible': { boxShadow: theme.shadows[6] },
      '&.Mui-disabled': { color: theme.palette.action.disabled, backgroundColor: theme.palette.action.disabledBackground, boxShadow: 'none' },
    };
  }
  return {
    color: color === 'inherit' ? 'inherit' : main,
    ...(variant === 'outlined' ? { border: `1px solid ${color === 'inherit' ? 'currentColor' : tint(0.5)}` } : {}),
    '&:hover': {
      backgroundColor: tint(hover),
      ...(variant === 'outlined' ? { borderColor: main } : {}),
      '@media (hover: none)': { backgroundColor: 'transparent' },
    },
    '&.Mui-disabled': { color: theme.palette.action.disabled, ...(variant === 'outlined' ? { borderColor: theme.palette.action.disabledBackground } : {}) },
  };
}

/**
 * A button as MUI's Button draws it (text, outlined, contained; primary, secondary or inherited
 * colour; three sizes; icons before or after), on ButtonBase, which every page already loads.
 * MUI's own also carries its loading state and progress spinner, about 4 KB gzipped that a public
 * page would download for nothing; screens that need a loading button use MUI's.
 * The class names of the icons are MUI's (`MuiButton-startIcon`), so styles aimed at them hold.
 */
export function Button<C extends ElementType = 'button'>({
  variant = 'text',
  color = 'primary',
  size = 'medium',
  startIcon,
  endIcon,
  fullWidth = false,
  children,
  sx,
  ...props
}: ButtonProps<C>) {
  const padding = PADDING[size];
  const icon = (side: 'start' | 'end', node: ReactNode) => (
    <span className={`MuiButton-${side}Icon`} style={{ display: 'inherit', ...(side === 'start' ? { marginRight: 8, marginLeft: -4 } : { marginLeft: 8, marginRight: -4 }) }}>
      {node}
    </span>
  );
  return (
    <ButtonBase
      {...(props as ComponentPropsWithoutRef<typeof ButtonBase>)}
      className={['MuiButton-root', (props as { className?: string }).className].filter(Boolean).join(' ')}
      sx={[
        (theme) => ({
          ...theme.typography.button,
          ...(padding.fontSize ? { fontSize: padding.fontSize } : {}),
          minWidth: 64,
          padding: variant === 'text' ? padding.text : variant === 'outlined' ? padding.outlined : padding.filled,
          borderRadius: `${theme.shape.borderRadius}px`,
          width: fullWidth ? '100%' : undefined,
          transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], { duration: theme.transitions.duration.short }),
          [`& .MuiButton-startIcon > *:nth-of-type(1), & .MuiButton-endIcon > *:nth-of-type(1)`]: { fontSize: ICON_SIZE[size] },
          ...variantStyle(theme, variant, color),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {startIcon && icon('start', startIcon)}
      {children}
      {endIcon && icon('end', endIcon)}
    </ButtonBase>
  );
}
