import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { InLanguageText } from '../../../components/in-language.tsx';
import { SmartLink } from '../../../components/smart-link.tsx';
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format.ts';
import { adminPaths } from '../admin-paths.ts';
import { recordLabel, recordLabelLocale } from '../labels.ts';
import type { Field } from './declaration.ts';

type Related = Record<string, unknown> & { id: string; type: string };

/** A related record as a link to its screen when the user may see its kind, else as its name. */
export function RelatedLink({ record, canSee }: { record: Related; canSee: (type: string) => boolean }) {
  const label = <InLanguageText locale={recordLabelLocale(record)}>{recordLabel(record)}</InLanguageText>;
  return canSee(record.type) ? <SmartLink href={adminPaths.resource(record.type, 'show', record.id)}>{label}</SmartLink> : label;
}

/** How the back office shows a value of a field: dates in the user's time zone, yes/no, links to related records. */
export function FieldValue({ field, value, timeZone, canSee }: { field: Field; value: unknown; timeZone: string | null; canSee: (type: string) => boolean }) {
  const { t } = useTranslation();
  if (value === null || value === undefined || value === '') return <Box component="span" sx={{ color: 'text.secondary' }}>—</Box>;
  if (field.source === 'relationship') {
    const records = (Array.isArray(value) ? value : [value]) as Related[];
    if (!records.length) return <Box component="span" sx={{ color: 'text.secondary' }}>—</Box>;
    return (
      <>
        {records.map((record, index) => (
          <span key={record.id}>
            {index > 0 && ', '}
            <RelatedLink record={record} canSee={canSee} />
          </span>
        ))}
      </>
    );
  }
  switch (field.definition.kind) {
    case 'boolean':
      return <>{value ? t('common.yes') : t('common.no')}</>;
    case 'datetime':
      return <>{formatDateTime(String(value), timeZone)}</>;
    case 'date':
      // A date has no time zone: read as written.
      return <>{formatDate(`${String(value)}T12:00:00Z`, 'UTC')}</>;
    case 'integer':
    case 'decimal':
      return <>{formatNumber(Number(value))}</>;
    case 'money':
      return <>{formatNumber(Number(value) / 100, { minimumFractionDigits: 2 })}</>;
    case 'richText':
      // Shown as text: the stored HTML is the server's sanitised rich text, but a summary needs no markup.
      return <>{new DOMParser().parseFromString(String(value), 'text/html').body.textContent ?? ''}</>;
    case 'json':
      return (
        <Box component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', fontSize: '0.85rem' }}>
          {JSON.stringify(value, null, 2)}
        </Box>
      );
    case 'stringList':
      return <>{(value as string[]).join(', ')}</>;
    default:
      return <>{String(value)}</>;
  }
}
