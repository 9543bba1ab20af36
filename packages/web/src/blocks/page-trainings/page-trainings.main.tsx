import { useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { LightSelect, LightTextField } from '../../components/light-text-field.tsx';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import type { BlockProps } from '../block-types.ts';
import { ListPagination } from '../lists/list-controls.tsx';
import { CARD_GRID_SX } from '../lists/card-grid.tsx';
import { pageCountOf, totalOf } from '../lists/list-meta.ts';
import { ListHeading, nextLevel } from '../shared/block-heading.tsx';
import { recordsOf } from '../page-training-resources-search/training-model.ts';
import { TrainingCard } from './training-card.tsx';
import type { Training, TrainingName } from './training-card.tsx';

type ListProps = Extract<BlockProps<'pageTrainings'>, { screen: 'main' }>;
const FILTERS = ['q', 'category', 'level', 'type'] as const;

/** The search: words, category, level and type, applied with the button (the address holds them). */
function TrainingSearch({ categories, levels, types }: { categories: TrainingName[]; levels: TrainingName[]; types: TrainingName[] }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [values, setValues] = useState(() => Object.fromEntries(FILTERS.map((name) => [name, searchParams.get(name) ?? ''])) as Record<(typeof FILTERS)[number], string>);
  const isNarrowed = FILTERS.some((name) => searchParams.get(name));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearchParams(Object.fromEntries(FILTERS.flatMap((name) => (values[name].trim() ? [[name, values[name].trim()]] : []))));
  };
  const select = (name: 'category' | 'level' | 'type', label: string, any: string, options: TrainingName[]) => (
    <LightSelect label={label} value={values[name]} onChange={(event) => setValues({ ...values, [name]: event.target.value })} sx={{ flex: '0 1 200px' }}>
      <option value="">{any}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </LightSelect>
  );
  return (
    <Box component="form" role="search" aria-label={t('trainings.searchLabel')} onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', flexWrap: 'wrap', mb: 3 }}>
      <LightTextField type="search" label={t('trainings.searchLabel')} value={values.q} onChange={(event) => setValues({ ...values, q: event.target.value })} sx={{ flex: '1 1 220px', maxWidth: 420 }} />
      {select('category', t('trainings.category'), t('trainings.anyCategory'), categories)}
      {select('level', t('trainings.level'), t('trainings.anyLevel'), levels)}
      {select('type', t('trainings.type'), t('trainings.anyType'), types)}
      <Button type="submit" variant="contained">
        {t('trainings.search')}
      </Button>
      {isNarrowed && (
        <Button
          type="button"
          onClick={() => {
            setValues({ q: '', category: '', level: '', type: '' });
            setSearchParams({});
          }}
        >
          {t('trainings.clearSearch')}
        </Button>
      )}
    </Box>
  );
}

/** The trainings by title, a page at a time, with the search and an empty state that says what to do. */
export function TrainingList({ props, headingLevel, data, page }: ListProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const isNarrowed = FILTERS.some((name) => searchParams.get(name));
  const trainings = recordsOf<Training>(data.trainings);
  const pageNumber = Math.max(1, Number(searchParams.get('page')) || 1);
  const total = totalOf(data.trainings);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <ListHeading title={props.title} headingLevel={headingLevel} pageTitle={page.title} />
      {props.subtitle && <Typography sx={{ color: 'text.secondary', mb: 2 }}>{props.subtitle}</Typography>}
      <TrainingSearch categories={recordsOf<TrainingName>(data.categories)} levels={recordsOf<TrainingName>(data.levels)} types={recordsOf<TrainingName>(data.types)} />
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 2, minHeight: '1.5em' }}>
        {isNarrowed && total !== null ? t('trainings.results', { count: total }) : ''}
      </Typography>
      {trainings.length === 0 ? (
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <Typography>{isNarrowed ? t('trainings.noResults') : t('trainings.empty')}</Typography>
        </Box>
      ) : (
        <Box component="ul" sx={CARD_GRID_SX}>
          {trainings.map((training) => (
            <li key={training.id}>
              <TrainingCard training={training} pagePath={page.path} headingLevel={nextLevel(headingLevel)} />
            </li>
          ))}
        </Box>
      )}
      <ListPagination page={pageNumber} count={pageCountOf(data.trainings)} messages="trainings" />
    </Container>
  );
}
