import Box from '@mui/material/Box';
import { Container } from '../../components/container.tsx';
import Typography from '@mui/material/Typography';
import type { BlockProps } from '../block-types.ts';
import { asString } from '../block-types.ts';
import { BlockHeading } from '../shared/block-heading.tsx';

const ALIGNMENTS = new Set(['left', 'center', 'right']);
// Palette colours only: free colours could fail contrast, and this text is read by everyone.
const COLORS: Record<string, string> = { primary: 'primary.main', secondary: 'secondary.main' };

/** A title and subtitle; `reverse` puts the subtitle first (as a kicker). */
export function PageTitle({ props, headingLevel }: BlockProps) {
  const title = asString(props.title);
  const subtitle = asString(props.subtitle);
  const align = ALIGNMENTS.has(asString(props.align)) ? (asString(props.align) as 'left' | 'center' | 'right') : 'left';
  const isSmall = props.size === 'small';
  const color = COLORS[asString(props.color)] ?? 'text.primary';
  const heading = (
    <BlockHeading key="title" level={headingLevel} variant={isSmall ? 'h4' : 'h3'} sx={{ color, fontWeight: 700 }}>
      {title}
    </BlockHeading>
  );
  const sub = subtitle ? (
    <Typography key="subtitle" variant={isSmall ? 'subtitle1' : 'h6'} component="p" sx={{ color: 'text.secondary' }}>
      {subtitle}
    </Typography>
  ) : null;
  if (!title) return null;
  return (
    <Container maxWidth="lg" sx={{ py: isSmall ? 3 : 5, textAlign: align }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>{props.reverse === true ? [sub, heading] : [heading, sub]}</Box>
    </Container>
  );
}
