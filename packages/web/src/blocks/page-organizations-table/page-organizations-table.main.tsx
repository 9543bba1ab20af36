import { useId } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { Container } from '../../components/container.tsx';
import { InLanguageText } from '../../components/in-language.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { useLocale, useTranslation } from '../../lib/i18n/i18n.ts';
import { fallbackLocaleOf } from '../../lib/jsonapi.ts';
import { countryName, organizationPath, organizationsOf } from '../organizations/organizations.ts';
import type { BlockProps } from '../block-types.ts';
import { ListPagination, ListSearch } from '../lists/list-controls.tsx';
import { pageCountOf, totalOf } from '../lists/list-meta.ts';
import { ListHeading } from '../shared/block-heading.tsx';

type Props = Extract<BlockProps<'pageOrganizationsTable'>, { screen: 'main' }>;

/**
 * The organizations of the block's levels as a table (spec, domain §7): the highest level first,
 * then by name, a page at a time, with the quick search. Each name opens the organization's page.
 */
export function OrganizationsTable({ props, headingLevel, data, page }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const search = (searchParams.get('q') ?? '').trim();
  const organizations = organizationsOf(data.organizations);
  const pageNumber = Math.max(1, Number(searchParams.get('page')) || 1);
  const total = totalOf(data.organizations);
  const captionId = useId();
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <ListHeading title={props.title} headingLevel={headingLevel} pageTitle={page.title} />
      {props.subtitle && <Typography sx={{ color: 'text.secondary', mb: 2 }}>{props.subtitle}</Typography>}
      <ListSearch messages="organizations" />
      {/* The count of what a search found, read out politely when it changes. */}
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 2, minHeight: '1.5em' }}>
        {search && total !== null ? t('organizations.results', { count: total }) : ''}
      </Typography>
      {organizations.length === 0 ? (
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <Typography>{search ? t('organizations.noResults', { search }) : t('organizations.empty')}</Typography>
        </Box>
      ) : (
        // A narrow screen scrolls the table sideways: the region takes the focus so a keyboard can too.
        <Box role="region" aria-labelledby={captionId} tabIndex={0} sx={{ overflowX: 'auto', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}>
          <Table size="medium">
            <caption id={captionId} style={{ captionSide: 'top', textAlign: 'start', padding: 0, marginBottom: 8 }}>
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                {t('organizations.tableCaption', { count: total ?? organizations.length })}
              </Typography>
            </caption>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">{t('organizations.name')}</TableCell>
                <TableCell component="th" scope="col">{t('organizations.country')}</TableCell>
                <TableCell component="th" scope="col" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {t('organizations.address')}
                </TableCell>
                <TableCell component="th" scope="col">{t('organizations.level')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {organizations.map((organization) => (
                <TableRow key={organization.id} sx={{ height: 57 }}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    <SmartLink href={organizationPath(organization)}>
                      <InLanguageText locale={fallbackLocaleOf(organization, 'name')}>{organization.completeName || organization.name}</InLanguageText>
                    </SmartLink>
                  </TableCell>
                  <TableCell>{countryName(organization.country, locale)}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'pre-line' }}>{organization.contactAddress}</TableCell>
                  <TableCell>{organization.accessLevel?.name ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <ListPagination page={pageNumber} count={pageCountOf(data.organizations)} messages="organizations" />
    </Container>
  );
}
