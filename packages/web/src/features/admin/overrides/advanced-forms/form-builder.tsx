import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import { Container } from '../../../../components/container.tsx';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { SmartLink } from '../../../../components/smart-link.tsx';
import { useLocale, useTranslation } from '../../../../lib/i18n/i18n.ts';
import { getEditionLocale } from '../../../../lib/locale.ts';
import { kindLabel } from '../../../../lib/resources/labels.ts';
import { adminPaths } from '../../admin-paths.ts';
import type { ScreenProps } from '../types.ts';
import { builtFormQueryOptions } from './api/form-builder.ts';
import { BuilderBody } from './builder-body.tsx';

/**
 * The edit screen of an advanced form: the form builder. Its settings, sections and questions in
 * the edition language — added, removed, moved by buttons, each with its label, type, requirement
 * and its type's settings — beside a live preview drawn by the site's own form components, all
 * saved together in one transaction.
 */
export function FormBuilderScreen({ id = '' }: ScreenProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [language] = useState(() => getEditionLocale() ?? locale);
  // Each load (the first, then after each save) starts a fresh builder.
  const [loads, setLoads] = useState(0);
  const form = useQuery(builtFormQueryOptions(id, language));
  if (form.isError) {
    return (
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('admin.recordMissing')}
        </Typography>
        <SmartLink href={adminPaths.resource('advanced-forms')}>{kindLabel(t, 'advanced-forms')}</SmartLink>
      </Container>
    );
  }
  if (!form.data || form.data.id !== id) return <PageLoader label={t('common.loading')} minHeight={300} />;
  return (
    <BuilderBody
      key={loads}
      form={form.data}
      language={language}
      isReloaded={loads > 0}
      onSaved={async () => {
        await form.refetch();
        setLoads((count) => count + 1);
      }}
    />
  );
}
