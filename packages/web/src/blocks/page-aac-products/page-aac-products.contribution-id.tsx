import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Button } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import type { BlockProps } from '../block-types.ts';
import { BlockHeading } from '../shared/block-heading.tsx';
import { productPath, rowsOf } from './aac-product.ts';

type ContributionProps = Extract<BlockProps<'pageAacProducts'>, { screen: '/contribution/:id' }>;

interface Contribution {
  id: string;
  name: string;
  productType: 'device' | 'software';
  description?: string | null;
  website?: string | null;
  message: string;
  status: 'pending' | 'accepted' | 'refused';
  refusalReason?: string | null;
  product?: { id: string; name: string } | null;
}

/** A proposal as its member follows it: what was proposed, and where it stands (with the moderator's reason when refused). */
export function AacContributionScreen({ data, page }: ContributionProps) {
  const { t } = useTranslation();
  const [contribution] = rowsOf<Contribution>(data.contribution);
  useDocumentTitle(contribution ? t('aacCatalogue.contributionTitle', { name: contribution.name }) : null);
  if (!contribution) return null;
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Button component={SmartLink} href={page.path} sx={{ mb: 2 }}>
        {t('aacCatalogue.backToList')}
      </Button>
      <BlockHeading level={1} variant="h3" sx={{ fontWeight: 700, mb: 2 }}>
        {t('aacCatalogue.contributionTitle', { name: contribution.name })}
      </BlockHeading>
      <Typography sx={{ fontWeight: 700, mb: 2 }}>{t(`aacCatalogue.status_${contribution.status}`)}</Typography>
      {contribution.status === 'refused' && contribution.refusalReason && (
        <Typography sx={{ mb: 2 }}>{t('aacCatalogue.refusalReason', { reason: contribution.refusalReason })}</Typography>
      )}
      {contribution.product && (
        <Typography sx={{ mb: 2 }}>
          <SmartLink href={productPath(page.path, contribution.product.id)}>{t('aacCatalogue.seeProduct', { name: contribution.product.name })}</SmartLink>
        </Typography>
      )}
      <Box component="dl" sx={{ '& dt': { fontWeight: 700, mt: 1.5 }, '& dd': { m: 0, whiteSpace: 'pre-line' } }}>
        <dt>{t('aacCatalogue.productType')}</dt>
        <dd>{t(`aacCatalogue.${contribution.productType}`)}</dd>
        {contribution.description && (
          <>
            <dt>{t('aacCatalogue.description')}</dt>
            <dd>{contribution.description}</dd>
          </>
        )}
        {contribution.website && (
          <>
            <dt>{t('aacCatalogue.website')}</dt>
            <dd>{contribution.website}</dd>
          </>
        )}
        <dt>{t('aacCatalogue.message')}</dt>
        <dd>{contribution.message}</dd>
      </Box>
    </Container>
  );
}
