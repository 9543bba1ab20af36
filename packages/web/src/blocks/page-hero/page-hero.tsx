import Box from '@mui/material/Box';
import { Container } from '../../components/container.tsx';
import Typography from '@mui/material/Typography';
import type { BlockProps } from '../block-types.ts';
import { asArray, asString } from '../block-types.ts';
import { BlockButtons } from '../shared/block-buttons.tsx';
import { BlockHeading } from '../shared/block-heading.tsx';
import { toButton, toImage } from '../shared/block-values.ts';
import { fluidFontSize } from '../../lib/theme.ts';
import { HeroImages } from './hero-images.tsx';

/** The opening banner: title (or title image), subtitle, buttons, and one or more images. */
export function PageHero({ props, headingLevel }: BlockProps) {
  const title = asString(props.title);
  const subtitle = asString(props.subtitle);
  const titleImage = toImage(props.titleImage);
  const images = [...asArray<unknown>(props.images), ...(props.image ? [props.image] : [])].map(toImage).filter((i) => i !== null);
  const buttons = asArray(props.buttons).map(toButton).filter((b) => b !== null);
  return (
    <Box sx={{ bgcolor: 'primary.dark', color: '#fff', display: 'flex', alignItems: 'center', minHeight: { md: 600 }, py: { xs: 6, md: 8 } }}>
      <Container maxWidth="lg" sx={{ display: 'grid', gap: { xs: 4, md: 6 }, alignItems: 'center', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: images.length ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)' } }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <BlockHeading level={headingLevel} variant="h2" sx={{ fontWeight: 700, fontSize: { xs: fluidFontSize(2.25), md: '3.5rem' } }}>
            {/* A title image still gives the heading its text, through its alt. */}
            {titleImage ? <Box component="img" src={titleImage.src} alt={titleImage.alt || title} sx={{ maxWidth: '100%', maxHeight: 120 }} /> : title}
          </BlockHeading>
          {subtitle && (
            <Typography component="p" sx={{ fontSize: { xs: '1rem', sm: '1.125rem', md: '1.375rem' } }}>
              {subtitle}
            </Typography>
          )}
          <BlockButtons buttons={buttons} isOnDark />
        </Box>
        {images.length > 0 && <HeroImages images={images} />}
      </Container>
    </Box>
  );
}
