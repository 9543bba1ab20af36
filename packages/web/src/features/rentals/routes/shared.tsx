import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Container } from '../../../components/container.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useRuntimeEnvironment } from '../../../lib/runtime-environment.ts';
import { paths } from '../../../paths.ts';

/** The steps of the journey, as a list that says which one the reader is on. */
const STEPS = [
  ['cart', paths.rentals.cart],
  ['period', paths.rentals.period],
  ['addresses', paths.rentals.addresses],
  ['summary', paths.rentals.summary],
] as const;

export type JourneyStep = (typeof STEPS)[number][0];

/** A journey screen: its title as document title and h1, the steps, then its content. */
export function JourneyScreen({ step, title, children }: { step?: JourneyStep; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {title}
      </Typography>
      {step && (
        <Box component="ol" aria-label={t('rental.journey')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, pl: 0, listStyle: 'none', mb: 3 }}>
          {STEPS.map(([name], index) => (
            <Box
              component="li"
              key={name}
              aria-current={name === step ? 'step' : undefined}
              sx={{ fontWeight: name === step ? 700 : 400, borderBottom: name === step ? 3 : 0, borderColor: 'primary.main', color: 'text.primary' }}
            >
              {`${index + 1}. ${t(`rental.steps.${name}`)}`}
            </Box>
          ))}
        </Box>
      )}
      {children}
    </Container>
  );
}

/** The path of the page holding the rental catalogue (the first page whose block adds `/:rentalModel`), or null. */
export function useCataloguePath(): string | null {
  const { pages } = useRuntimeEnvironment();
  return pages.find((page) => page.subRoutes.includes('/:rentalModel'))?.path ?? null;
}

/** `YYYY-MM-DD` of a date (UTC), for a date field. */
export const dayOf = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');
/** A date field's day as the start of that UTC day. */
export const dayStartIso = (day: string) => new Date(`${day}T00:00:00Z`).toISOString();
