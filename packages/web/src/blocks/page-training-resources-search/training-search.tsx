import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/button.tsx';
import { LightSelect, LightTextField } from '../../components/light-text-field.tsx';
import type { TrainingReference } from './training-model.ts';

/**
 * The search of resources or requests: words (`?q=`), a type (`?type=`) and a theme (`?theme=`),
 * applied with the button (the address holds them, so the server draws the same first screen), and
 * a way back to the whole list. `withFilters` false: the words alone.
 */
export function TrainingSearch({ types, themes, withFilters = true, label }: { types: readonly TrainingReference[]; themes: readonly TrainingReference[]; withFilters?: boolean; label: string }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [words, setWords] = useState(searchParams.get('q') ?? '');
  const [type, setType] = useState(searchParams.get('type') ?? '');
  const [theme, setTheme] = useState(searchParams.get('theme') ?? '');
  const isNarrowed = ['q', 'type', 'theme'].some((name) => searchParams.get(name));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = words.trim();
    setSearchParams({ ...(q ? { q } : {}), ...(type ? { type } : {}), ...(theme ? { theme } : {}) });
  };
  return (
    <Box component="form" role="search" aria-label={label} onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', flexWrap: 'wrap', mb: 3 }}>
      <LightTextField type="search" label={label} value={words} onChange={(event) => setWords(event.target.value)} sx={{ flex: '1 1 220px', maxWidth: 420 }} />
      {withFilters && (
        <>
          <LightSelect label={t('trainingResources.typeLabel')} value={type} onChange={(event) => setType(event.target.value)} sx={{ flex: '0 1 200px' }}>
            <option value="">{t('trainingResources.anyType')}</option>
            {types.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </LightSelect>
          <LightSelect label={t('trainingResources.themeLabel')} value={theme} onChange={(event) => setTheme(event.target.value)} sx={{ flex: '0 1 200px' }}>
            <option value="">{t('trainingResources.anyTheme')}</option>
            {themes.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </LightSelect>
        </>
      )}
      <Button type="submit" variant="contained">
        {t('trainingResources.search')}
      </Button>
      {isNarrowed && (
        <Button
          type="button"
          onClick={() => {
            setWords('');
            setType('');
            setTheme('');
            setSearchParams({});
          }}
        >
          {t('trainingResources.clearSearch')}
        </Button>
      )}
    </Box>
  );
}
