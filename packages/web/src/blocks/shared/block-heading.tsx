import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import type { TypographyOwnProps } from '@mui/material/Typography';

type Level = 1 | 2 | 3 | 4 | 5 | 6;

export const nextLevel = (level: number): Level => Math.min(level + 1, 6) as Level;

/** A heading at the level the page gives it, whatever size it looks. */
export function BlockHeading({ level, children, variant, sx }: { level: number; children: ReactNode } & Pick<TypographyOwnProps, 'variant' | 'sx'>) {
  const tag = `h${Math.min(Math.max(level, 1), 6)}` as 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  return (
    <Typography component={tag} variant={variant} sx={sx}>
      {children}
    </Typography>
  );
}

/**
 * An area list's heading: the block's title, else — first on the page, where the block carries the
 * h1 — the page's title; nothing when neither applies.
 */
export function ListHeading({ title, headingLevel, pageTitle }: { title: string | undefined; headingLevel: number; pageTitle: string }) {
  const shown = title || (headingLevel === 1 ? pageTitle : '');
  if (!shown) return null;
  return (
    <BlockHeading level={headingLevel} variant="h3" sx={{ fontWeight: 700, mb: 1 }}>
      {shown}
    </BlockHeading>
  );
}
