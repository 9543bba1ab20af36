import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Container } from '../../components/container.tsx';
import type { BlockProps } from '../block-types.ts';
import { asArray, asRecord, asString } from '../block-types.ts';
import { BlockTitle } from '../shared/block-title.tsx';
import { toImage } from '../shared/block-values.ts';
import { RichText } from '../shared/rich-text.tsx';

/** Quotes, each a figure: the words, then who said them (name, role, picture). */
export function PageTestimonials({ props, headingLevel }: BlockProps) {
  const title = asString(props.title);
  const items = asArray<unknown>(props.items).map((value, index) => {
    const record = asRecord(value);
    return { key: String(index), name: asString(record.name), role: asString(record.title), html: asString(record.content), image: toImage(record.image) };
  });
  if (!items.length) return null;
  return (
    <Container maxWidth="lg" sx={{ py: 5 }}>
      <BlockTitle title={title} level={headingLevel} />
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fit, minmax(280px, 1fr))' } }}>
        {items.map((item) => (
          <li key={item.key}>
            <Box component="figure" sx={{ m: 0, height: '100%', p: 3, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper', display: 'flex', flexDirection: 'column', gap: 2 }}>
              <Box component="blockquote" sx={{ m: 0, flex: 1 }}>
                <RichText html={item.html} sx={{ fontSize: '1.0625rem', fontStyle: 'italic' }} />
              </Box>
              <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                {item.image && <Box component="img" src={item.image.src} alt="" sx={{ width: 56, height: 56, borderRadius: '50%', objectFit: 'cover' }} />}
                <span>
                  <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                    {item.name}
                  </Typography>
                  {item.role && (
                    <Typography component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                      {item.role}
                    </Typography>
                  )}
                </span>
              </Box>
            </Box>
          </li>
        ))}
      </Box>
    </Container>
  );
}
