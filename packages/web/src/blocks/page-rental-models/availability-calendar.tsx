import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { SmartLink } from '../../components/smart-link.tsx';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { dateTimeFormat } from '../../lib/intl-formats.ts';
import { getLocale } from '../../lib/locale.ts';
import { visuallyHidden } from '../../lib/visually-hidden.ts';

const shiftMonth = (month: string, by: number) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, number - 1 + by, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
};

/**
 * A month of a model's availability as a table a screen reader reads cell by cell (issue 26): a
 * row per week, a column per weekday (Monday first), each day saying how many items are free;
 * links to the previous and next months. Dates are UTC days, as the server counts them.
 */
export function AvailabilityCalendar({ month, free, basePath, headingLevel }: { month: string; free: readonly number[]; basePath: string; headingLevel: number }) {
  const { t } = useTranslation();
  const captionId = useId();
  const locale = getLocale();
  const first = new Date(`${month}-01T00:00:00Z`);
  const monthName = dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(first);
  const weekday = dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const weekdayLong = dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const dayLabel = dateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  // Monday 2024-01-01 starts the weekday names.
  const weekdays = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i)));
  const offset = (first.getUTCDay() + 6) % 7;
  const cells: (number | null)[] = [...Array(offset).fill(null), ...free.map((_, i) => i)];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  const Heading = `h${Math.min(headingLevel, 6)}` as 'h2';
  return (
    <Box component="section" aria-labelledby={captionId} sx={{ my: 3 }}>
      <Typography component={Heading} variant="h5" id={captionId} sx={{ mb: 1 }}>
        {t('rental.availabilityIn', { month: monthName })}
      </Typography>
      <Box component="nav" aria-label={t('rental.months')} sx={{ display: 'flex', gap: 2, mb: 1 }}>
        <SmartLink href={`${basePath}?month=${shiftMonth(month, -1)}`}>{t('rental.previousMonth')}</SmartLink>
        <SmartLink href={`${basePath}?month=${shiftMonth(month, 1)}`}>{t('rental.nextMonth')}</SmartLink>
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%', minWidth: 280, tableLayout: 'fixed' }}>
          <Box component="caption" sx={visuallyHidden}>
            {t('rental.availabilityCaption', { month: monthName })}
          </Box>
          <thead>
            <tr>
              {weekdays.map((day) => (
                <Box component="th" scope="col" key={day.toISOString()} abbr={weekdayLong.format(day)} sx={{ p: 0.5, fontSize: '0.875rem' }}>
                  {weekday.format(day)}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, row) => (
              <tr key={row}>
                {week.map((index, column) => {
                  if (index === null) return <Box component="td" key={column} sx={{ p: 0.5 }} />;
                  const count = free[index] ?? 0;
                  const date = new Date(first.getTime() + index * 86_400_000);
                  return (
                    <Box
                      component="td"
                      key={column}
                      data-free={count}
                      sx={{ p: 0.5, border: 1, borderColor: 'divider', textAlign: 'center', verticalAlign: 'top', bgcolor: count > 0 ? 'background.paper' : 'action.hover', borderTop: 4, borderTopColor: count > 0 ? 'success.main' : 'divider' }}
                    >
                      <Box aria-hidden sx={{ fontWeight: 700 }}>{index + 1}</Box>
                      <Box aria-hidden sx={{ fontSize: '0.75rem' }}>{count > 0 ? t('rental.freeShort', { count }) : t('rental.noneShort')}</Box>
                      <Box sx={visuallyHidden}>{t('rental.freeOn', { date: dayLabel.format(date), count })}</Box>
                    </Box>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
}
