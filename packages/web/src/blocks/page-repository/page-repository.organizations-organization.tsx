import { useTranslation } from '../../lib/i18n/i18n.ts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { pageNumberOf } from '@relais/domain';
import { Button } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import type { BlockProps } from '../block-types.ts';
import { ListPagination } from '../lists/list-controls.tsx';
import { pageCountOf, totalOf } from '../lists/list-meta.ts';
import { BlockHeading } from '../shared/block-heading.tsx';
import { ItemGrid } from './repository-list.tsx';
import { modelsOf } from './repository-model.tsx';
import type { RepositoryItem } from './repository-model.tsx';

type OrganizationProps = Extract<BlockProps<'pageRepository'>, { screen: '/organizations/:organization' }>;

interface Organization {
  id: string;
  name: string;
  unitName?: string | null;
  shortDescription?: string | null;
}

/** An organization's items under the repository page: its complete name as the h1, then its items newest first. */
export function RepositoryOrganizationScreen({ data, page }: OrganizationProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [organization] = modelsOf<Organization>(data.organization);
  const items = modelsOf<RepositoryItem>(data.items);
  const name = organization ? [organization.unitName, organization.name].filter(Boolean).join(' - ') : null;
  const heading = name ? t('repository.organizationTitle', { organization: name }) : null;
  useDocumentTitle(heading, false, organization?.shortDescription ?? null);
  if (!organization) return null;
  const total = totalOf(data.items);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Button component={SmartLink} href={page.path} sx={{ mb: 2 }}>
        {t('repository.backToList', { page: page.title })}
      </Button>
      <BlockHeading level={1} variant="h3" sx={{ fontWeight: 700, mb: 1, overflowWrap: 'anywhere' }}>
        {heading}
      </BlockHeading>
      {organization.shortDescription && <Typography sx={{ color: 'text.secondary', mb: 2 }}>{organization.shortDescription}</Typography>}
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 2, minHeight: '1.5em' }}>
        {total !== null ? t('repository.results', { count: total }) : ''}
      </Typography>
      <Box>
        <ItemGrid items={items} pagePath={page.path} headingLevel={2} empty={t('repository.organizationEmpty')} />
      </Box>
      <ListPagination page={pageNumberOf(Object.fromEntries(searchParams))} count={pageCountOf(data.items)} messages="repository" />
    </Container>
  );
}
