import Typography from '@mui/material/Typography';
import { Container } from '../../../components/container.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { SearchResults } from '../../../blocks/page-global-search/search-results.tsx';

/** `/services/search` (spec: global search feature): every result of the words in the address. */
export function SearchRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('search.screenTitle'));
  return (
    <Container maxWidth="lg" sx={{ py: 5 }}>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 3 }}>
        {t('search.screenTitle')}
      </Typography>
      <SearchResults headingLevel={1} />
    </Container>
  );
}
