import Box from '@mui/material/Box';
import { Container } from '../../components/container.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import type { BlockProps } from '../block-types.ts';
import { asArray, asRecord, asString } from '../block-types.ts';
import { BlockTitle } from '../shared/block-title.tsx';
import { toImage } from '../shared/block-values.ts';

/** Behind each logo in the dark theme: the white most logos are drawn on. */
export const LOGO_BACKDROP = '#ffffff';

const bounded = (value: unknown, fallback: number, min: number, max: number) => Math.min(Math.max(Number(value) || fallback, min), max);

/**
 * Partner logos in a grid, each named by its alternative text (the partner's name) and linking to
 * its site. Grayscale and blur are lifted on hover and focus, so the logo is seen as it is.
 */
export function PageClients({ props, headingLevel }: BlockProps) {
  const title = asString(props.title);
  const perRow = bounded(props.perRow, 5, 1, 8);
  const maxWidth = bounded(props.maxWidth, 150, 24, 600);
  const maxHeight = bounded(props.maxHeight, 150, 24, 600);
  const filters = [props.grayscale === true ? 'grayscale(1)' : '', props.blur === true ? 'blur(1px)' : ''].filter(Boolean).join(' ');
  const clients = asArray<unknown>(props.clients).flatMap((value, index) => {
    const record = asRecord(value);
    const image = toImage(record.image);
    const name = asString(record.name);
    return image && name ? [{ key: String(index), name, url: asString(record.url), image }] : [];
  });
  if (!clients.length) return null;
  return (
    <Container maxWidth="lg" sx={{ py: 5 }}>
      <BlockTitle title={title} level={headingLevel} align="center" />
      <Box
        component="ul"
        sx={(theme) => ({
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          alignItems: 'center',
          justifyItems: 'center',
          gap: props.spaced === false ? 1 : 4,
          gridTemplateColumns: { xs: `repeat(${Math.min(perRow, 2)}, 1fr)`, sm: `repeat(${Math.min(perRow, 3)}, 1fr)`, md: `repeat(${perRow}, 1fr)` },
          // A fixed box per logo: nothing moves when the images arrive.
          '& img': {
            maxWidth: '100%',
            width: maxWidth,
            height: maxHeight,
            objectFit: 'contain',
            filter: filters || undefined,
            transition: 'filter 0.2s',
            // Logos are drawn for a white page: in the dark theme they keep a light backdrop of their own.
            ...(theme.palette.mode === 'dark' ? { backgroundColor: LOGO_BACKDROP, padding: theme.spacing(1), borderRadius: `${theme.shape.borderRadius}px`, boxSizing: 'border-box' } : {}),
          },
          '& a:hover img, & a:focus-visible img': { filter: 'none' },
        })}
      >
        {clients.map((client) => {
          const logo = <Box component="img" src={client.image.src} alt={client.name} />;
          return <li key={client.key}>{client.url ? <SmartLink href={client.url} isBlank={client.url.startsWith('http')}>{logo}</SmartLink> : logo}</li>;
        })}
      </Box>
    </Container>
  );
}
