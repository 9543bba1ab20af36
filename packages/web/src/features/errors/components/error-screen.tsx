import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { Button } from '../../../components/button.tsx';
import { Container } from '../../../components/container.tsx';
import Typography from '@mui/material/Typography';
import { SmartLink } from '../../../components/smart-link.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { paths } from '../../../paths.ts';

/** A full error screen: what happened, in words, and the way back home. */
export function ErrorScreen({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body1" sx={{ mb: 4, fontSize: '1.125rem' }}>
        {description}
      </Typography>
      <Button variant="contained" component={SmartLink} href={paths.home}>
        {t('errors.backHome')}
      </Button>
    </Container>
  );
}
