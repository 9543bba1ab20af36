import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { BlockHeading } from '../shared/block-heading.tsx';
import { systemsOf } from './aac-product.ts';
import type { AacProduct } from './aac-product.ts';

/** One line of a product's list: what it names, and the note that goes with it. */
export interface ListLine {
  key: string;
  name: string;
  detail?: string | null;
  note?: string | null;
}

/** The sections of a product's sheet and the rows of the comparison, in one order: the access, the systems, keyboard, pictograms, conjugation, sellers. */
export function productSections(product: AacProduct, accessLabel: (type: string, integration: string) => string): { key: string; lines: ListLine[] }[] {
  const named = (rows: AacProduct['keyboardTypes']) => (rows ?? []).map((row) => ({ key: row.id, name: row.name, note: row.note ?? null }));
  return [
    {
      key: 'accessTypes',
      lines: (product.softwareAccesses ?? []).map((access) => ({
        key: access.id,
        name: accessLabel(access.accessType?.name ?? '', access.accessIntegrationType?.name ?? ''),
        note: access.note ?? null,
      })),
    },
    { key: 'systems', lines: systemsOf(product).map((link) => ({ key: link.id, name: link.system?.name ?? '', note: link.note ?? null })) },
    { key: 'keyboardTypes', lines: named(product.keyboardTypes) },
    { key: 'pictogramTypes', lines: named(product.pictogramTypes) },
    { key: 'conjugationTypes', lines: named(product.conjugationTypes) },
    { key: 'sellers', lines: (product.sellers ?? []).map((seller) => ({ key: seller.id, name: seller.name, detail: seller.website ?? null, note: seller.description ?? null })) },
  ];
}

/** A section of the sheet: its heading and a table of the entries with their notes; "none" said plainly. */
export function SheetSection({ title, lines, headingLevel }: { title: string; lines: ListLine[]; headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <Box component="section" sx={{ my: 3, breakInside: 'avoid' }}>
      <BlockHeading level={headingLevel} variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </BlockHeading>
      {lines.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('aacCatalogue.none')}</Typography>
      ) : (
        <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', '& th, & td': { textAlign: 'start', verticalAlign: 'top', p: 1, borderBottom: 1, borderColor: 'divider' } }}>
          <thead>
            <tr>
              <th scope="col">{t('aacCatalogue.entry')}</th>
              <th scope="col">{t('aacCatalogue.note')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.key}>
                <th scope="row">
                  {line.name}
                  {line.detail && (
                    <Box component="span" sx={{ display: 'block', fontWeight: 400, color: 'text.secondary', overflowWrap: 'anywhere' }}>
                      {line.detail}
                    </Box>
                  )}
                </th>
                <td>{line.note || '—'}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      )}
    </Box>
  );
}
