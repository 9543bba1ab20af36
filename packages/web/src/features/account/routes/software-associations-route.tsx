import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MySoftwareAssociationsAnswer } from '@relais/domain';
import { Container } from '../../../components/container.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { paths } from '../../../paths.ts';
import { useMySoftwareAssociations } from '../api/software-associations.ts';

type Authorization = MySoftwareAssociationsAnswer['data'][number];

function AuthorizationCard({ authorization }: { authorization: Authorization }) {
  const { t } = useTranslation();
  const headingId = `software-authorization-${authorization.id}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mb: 3 }}>
      <Typography id={headingId} variant="h5" component="h2">
        {authorization.service.name}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', my: 1 }}>
        <Typography>{t('softwareStats.authorization', { distId: authorization.distId })}</Typography>
        <Chip size="small" color={authorization.isActive ? 'success' : 'default'} label={authorization.isActive ? t('softwareStats.active') : t('softwareStats.inactive')} />
      </Box>
      <Typography variant="body2">
        {t('softwareStats.period', {
          from: authorization.startsAt ? formatDate(authorization.startsAt) : t('softwareStats.openStart'),
          to: authorization.expiresAt ? formatDate(authorization.expiresAt) : t('softwareStats.openEnd'),
        })}
      </Typography>
      <Typography variant="body2">{t('softwareStats.used', { used: formatNumber(authorization.used), max: formatNumber(authorization.service.associationsMax) })}</Typography>
      <Typography variant="body2" sx={{ fontWeight: 'bold' }}>
        {t('softwareStats.left', { count: authorization.left })}
      </Typography>
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
        {t('softwareStats.installations')}
      </Typography>
      {authorization.associations.length === 0 ? (
        <Typography>{t('softwareStats.noInstallations')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">{t('softwareStats.associationName')}</TableCell>
                <TableCell component="th" scope="col">{t('softwareStats.installation')}</TableCell>
                <TableCell component="th" scope="col">{t('softwareStats.system')}</TableCell>
                <TableCell component="th" scope="col">{t('softwareStats.since')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {authorization.associations.map((association) => (
                <TableRow key={association.id}>
                  <TableCell component="th" scope="row">{association.name}</TableCell>
                  <TableCell>{association.installation ? (association.installation.name ?? association.installation.deviceId ?? '—') : t('softwareStats.removedInstallation')}</TableCell>
                  <TableCell>{association.installation?.system ?? '—'}</TableCell>
                  <TableCell>{formatDate(association.createdAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}

/**
 * `/account/software/associations` (spec, domain: account paths, software on): the software
 * authorizations given to the member's verified address, the installations each is associated
 * with, and how many associations are left.
 */
export function SoftwareAssociationsRoute() {
  const { t } = useTranslation();
  const associations = useMySoftwareAssociations();
  useDocumentTitle(t('softwareStats.associationsTitle'));
  const answer = associations.data;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {t('softwareStats.associationsTitle')}
      </Typography>
      <Link component={RouterLink} to={paths.account.profile}>
        {t('accountLikes.backToProfile')}
      </Link>
      <Typography sx={{ mt: 2, mb: 3 }}>{t('softwareStats.associationsIntro')}</Typography>
      {associations.isPending && <Skeleton variant="rectangular" height={160} aria-label={t('common.loading')} />}
      {associations.isError && <Typography>{t('softwareStats.associationsFailed')}</Typography>}
      {answer && !answer.meta.emailVerified && <Typography>{t('softwareStats.associationsUnverified')}</Typography>}
      {answer && answer.meta.emailVerified && answer.data.length === 0 && <Typography>{t('softwareStats.associationsEmpty')}</Typography>}
      {answer?.data.map((authorization) => <AuthorizationCard key={authorization.id} authorization={authorization} />)}
    </Container>
  );
}
