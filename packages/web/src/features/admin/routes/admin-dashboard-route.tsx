import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { Container } from '../../../components/container.tsx';
import Typography from '@mui/material/Typography';
import { SmartLink } from '../../../components/smart-link.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useSession } from '../../../lib/session/session.ts';
import { paths } from '../../../paths.ts';

/** The admin area's home: who is here, and where to go from it (spec §2 "admin.dashboard"). */
export function AdminDashboardRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  useDocumentTitle(t('admin.dashboardTitle'));
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('admin.dashboardTitle')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('admin.welcome', { name: user?.firstName ?? '' })}</Typography>
      <Box component="ul" sx={{ pl: 3, '& li': { mb: 1 } }}>
        <li>
          <SmartLink href={paths.account.profile}>{t('auth.profile')}</SmartLink>
        </li>
        <li>
          <SmartLink href={paths.home}>{t('admin.backToSite')}</SmartLink>
        </li>
      </Box>
    </Container>
  );
}
