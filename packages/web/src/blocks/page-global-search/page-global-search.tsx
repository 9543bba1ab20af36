import Typography from '@mui/material/Typography';
import { Container } from '../../components/container.tsx';
import { SearchResults } from './search-results.tsx';
import type { BlockProps } from '../block-types.ts';
import { asString } from '../block-types.ts';
import { BlockTitle } from '../shared/block-title.tsx';

/** The site's search on a page (block pageGlobalSearch, issue 29): words, kind and page in the address. */
export function PageGlobalSearch({ props, headingLevel }: BlockProps<'pageGlobalSearch'>) {
  const introduction = asString(props.introduction);
  return (
    <Container maxWidth="lg" sx={{ py: 5 }}>
      <BlockTitle title={asString(props.title)} level={headingLevel} />
      {introduction && <Typography sx={{ mb: 2, fontSize: '1.0625rem' }}>{introduction}</Typography>}
      <SearchResults headingLevel={headingLevel} />
    </Container>
  );
}
