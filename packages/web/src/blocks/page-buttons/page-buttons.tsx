import { useTranslation } from '../../lib/i18n/i18n.ts';
import { Container } from '../../components/container.tsx';
import type { BlockProps } from '../block-types.ts';
import { asArray } from '../block-types.ts';
import { BlockButtons } from '../shared/block-buttons.tsx';
import { toButton } from '../shared/block-values.ts';
import type { ButtonValue } from '../shared/block-values.ts';

const ALIGN: Record<string, string> = { left: 'flex-start', center: 'center', right: 'flex-end' };

/** Link buttons; without any configured, the newsletter and contact buttons (spec §2). */
export function PageButtons({ props }: BlockProps) {
  const { t } = useTranslation();
  const defaults: ButtonValue[] = [
    { text: t('blocks.newsletterSubscribe'), href: '/newsletter/subscribe', color: 'primary', isOutlined: false, isBlank: false },
    { text: t('blocks.contactUs'), href: '/contact-us', color: 'primary', isOutlined: true, isBlank: false },
  ];
  const buttons = props.buttons === undefined ? defaults : asArray(props.buttons).map(toButton).filter((b) => b !== null);
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <BlockButtons buttons={buttons} align={ALIGN[String(props.align)] ?? 'center'} />
    </Container>
  );
}
