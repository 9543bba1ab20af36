import { useTranslation } from '../../lib/i18n/i18n.ts';
import Box from '@mui/material/Box';
import { InLanguageText } from '../in-language.tsx';
import { SmartLink } from '../smart-link.tsx';
import { formatDate, formatDateTime, formatNumber } from '../../lib/format.ts';
import { recordLabel, recordLabelLocale } from '../../lib/resources/labels.ts';
import type { Field } from '../../lib/resources/declaration.ts';

type Related = Record<string, unknown> & { id: string; type: string };

/**
 * Where a related record's screen is, or undefined where the reader has none (a kind they may not
 * see, or a side of the site that shows no such record): the back office and the public side each
 * give their own.
 */
export type RecordHref = (record: { type: string; id: string }) => string | undefined;

/** A related record as a link to its screen when it has one, else as its name. */
export function RelatedLink({ record, hrefOf }: { record: Related; hrefOf: RecordHref }) {
  const label = <InLanguageText locale={recordLabelLocale(record)}>{recordLabel(record)}</InLanguageText>;
  const href = hrefOf(record);
  // At least 24 px high: a touch target (WCAG 2.5.8), in a grid's cell as on a record's screen.
  return href ? (
    <Box component={SmartLink} href={href} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 24 }}>
      {label}
    </Box>
  ) : (
    label
  );
}

/** How a value of a declared field shows: dates in the user's time zone, yes/no, links to related records. */
export function FieldValue({ field, value, timeZone, hrefOf }: { field: Field; value: unknown; timeZone: string | null; hrefOf: RecordHref }) {
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
            <RelatedLink record={record} hrefOf={hrefOf} />
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
