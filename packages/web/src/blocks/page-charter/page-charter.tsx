import { useTranslation } from '../../lib/i18n/i18n.ts';
import Typography from '@mui/material/Typography';
import { Container } from '../../components/container.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { useOne } from '../../lib/data-layer/hooks.ts';
import type { BlockProps } from '../block-types.ts';
import { asString } from '../block-types.ts';
import { BlockTitle } from '../shared/block-title.tsx';

interface CharterSettings {
  rlCharterUrl?: string | null;
  rlCharterTranslatorName?: string | null;
  rlCharterTranslatorUrl?: string | null;
}

const CHARTER_FIELDS = { fields: { 'app-envs': ['rlCharterUrl', 'rlCharterTranslatorName', 'rlCharterTranslatorUrl'] } };

/** The network's charter, as the platform settings point to it, with its translator's credit. */
export function PageCharter({ props, headingLevel }: BlockProps) {
  const { t } = useTranslation();
  const settings = useOne<CharterSettings>('app-envs', 'main', CHARTER_FIELDS);
  const url = settings.data?.rlCharterUrl ?? '';
  const translator = settings.data?.rlCharterTranslatorName ?? '';
  const translatorUrl = settings.data?.rlCharterTranslatorUrl ?? '';
  const introduction = asString(props.introduction);
  if (!url) return null;
  return (
    <Container maxWidth="lg" sx={{ py: 5 }}>
      <BlockTitle title={asString(props.title)} level={headingLevel} />
      {introduction && <Typography sx={{ mb: 2, fontSize: '1.0625rem' }}>{introduction}</Typography>}
      <Typography sx={{ fontSize: '1.0625rem' }}>
        <SmartLink href={url} isBlank={!url.startsWith('/')}>
          {t('blocks.readCharter')}
        </SmartLink>
      </Typography>
      {translator && (
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>
          {t('blocks.charterTranslatedBy')} {translatorUrl ? <SmartLink href={translatorUrl} isBlank={!translatorUrl.startsWith('/')}>{translator}</SmartLink> : translator}
        </Typography>
      )}
    </Container>
  );
}
