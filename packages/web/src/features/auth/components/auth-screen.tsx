import type { ReactNode } from 'react';
import { Container } from '../../../components/container.tsx';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../lib/document-title.ts';

/** The frame of an authentication screen: a narrow column, its one `<h1>`, the document title. */
export function AuthScreen({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {intro && (
        <Typography variant="body1" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Container>
  );
}
