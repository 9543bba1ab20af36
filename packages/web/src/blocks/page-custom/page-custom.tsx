import { Container } from '../../components/container.tsx';
import type { BlockProps } from '../block-types.ts';
import { asString } from '../block-types.ts';
import { BlockTitle } from '../shared/block-title.tsx';
import { RichText } from '../shared/rich-text.tsx';

/** Free rich text (sanitised on write and again on render, like every rich text). */
export function PageCustom({ props, headingLevel }: BlockProps) {
  const html = asString(props.html);
  if (!html) return null;
  return (
    <Container maxWidth="lg" sx={{ py: 5 }}>
      <BlockTitle title={asString(props.title)} level={headingLevel} />
      <RichText html={html} sx={{ fontSize: '1.0625rem' }} />
    </Container>
  );
}
