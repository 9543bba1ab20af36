import { useTranslation } from '../../lib/i18n/i18n.ts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Container } from '../../components/container.tsx';
import type { BlockProps } from '../block-types.ts';
import { asString } from '../block-types.ts';
import { BlockButtons } from '../shared/block-buttons.tsx';
import { BlockTitle } from '../shared/block-title.tsx';
import { toImage } from '../shared/block-values.ts';
import type { ButtonValue } from '../shared/block-values.ts';
import { RichText } from '../shared/rich-text.tsx';

/** How to reach the organisation: its address, a picture, a text, and the newsletter and contact buttons. */
export function PageContact({ props, headingLevel }: BlockProps) {
  const { t } = useTranslation();
  const title = asString(props.title);
  const address = asString(props.address);
  const html = asString(props.text);
  const image = toImage(props.image);
  const buttons: ButtonValue[] = [
    ...(props.newsletterButton !== false ? [{ text: t('blocks.newsletterSubscribe'), href: '/newsletter/subscribe', color: 'primary' as const, isOutlined: false, isBlank: false }] : []),
    ...(props.contactButton !== false ? [{ text: t('blocks.contactUs'), href: '/contact-us', color: 'primary' as const, isOutlined: true, isBlank: false }] : []),
  ];
  return (
    <Container maxWidth="lg" sx={{ py: 5 }}>
      <BlockTitle title={title} level={headingLevel} />
      <Box sx={{ display: 'flex', gap: 4, flexDirection: { xs: 'column', md: 'row' }, alignItems: { md: 'flex-start' } }}>
        <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
          {address && (
            <Typography component="address" sx={{ fontStyle: 'normal', whiteSpace: 'pre-line', fontSize: '1.0625rem' }}>
              {address}
            </Typography>
          )}
          {html && <RichText html={html} sx={{ fontSize: '1.0625rem' }} />}
          {buttons.length > 0 && <BlockButtons buttons={buttons} align="flex-start" />}
        </Box>
        {image && <Box component="img" src={image.src} alt={image.alt} sx={{ width: { xs: '100%', md: '40%' }, borderRadius: 2, objectFit: 'cover' }} />}
      </Box>
    </Container>
  );
}
