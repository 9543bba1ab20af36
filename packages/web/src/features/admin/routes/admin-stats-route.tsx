import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { registry, STATS_EVENTS } from '@relais/domain';
import type { StatsEvent } from '@relais/domain';
import { Container } from '../../../components/container.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatNumber } from '../../../lib/format.ts';
import { getLocale } from '../../../lib/locale.ts';
import { useStatsSummary } from '../api/stats-summary.ts';
import type { StatsFilters } from '../api/stats-summary.ts';
import { kindLabel } from '../../../lib/resources/labels.ts';
import { defaultPeriod, isDay } from '../stats/stats-period.ts';
import { OriginsTable, StatsTable, TopItems } from '../stats/stats-tables.tsx';

const StatsChart = lazy(() => import('../stats/stats-chart.tsx'));

/** Kinds whose rows can be recorded (records name a UUID), for the kind filter. */
const RECORDABLE_KINDS = registry.resources.filter((resource) => resource.idKind === 'uuid').map((resource) => resource.type);

const isEvent = (value: string | null): value is StatsEvent => (STATS_EVENTS as readonly string[]).includes(value ?? '');

/** The filters as the address holds them (so a period can be shared), with the default period. */
function useFilters(): [StatsFilters, (changes: Partial<StatsFilters>) => void] {
  const [search, setSearch] = useSearchParams();
  const period = defaultPeriod();
  const event = search.get('event');
  const type = search.get('resourceType');
  const filters: StatsFilters = {
    event: isEvent(event) ? event : null,
    from: isDay(search.get('from')) ? search.get('from')! : period.from,
    to: isDay(search.get('to')) ? search.get('to')! : period.to,
    resourceType: type && RECORDABLE_KINDS.includes(type) ? type : null,
  };
  const change = (changes: Partial<StatsFilters>) => {
    const next = { ...filters, ...changes };
    const params = new URLSearchParams({ from: next.from, to: next.to });
    if (next.event) params.set('event', next.event);
    if (next.resourceType) params.set('resourceType', next.resourceType);
    setSearch(params, { replace: true });
  };
  return [filters, change];
}

/** "Mar 1" in the interface language: a day of the period, as the server names it. */
export const shortDay = (day: string) => new Intl.DateTimeFormat(getLocale(), { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/**
 * The back office's statistics (spec, platform §2 `/admin/stats`): views or downloads of a period
 * per day and kind — a chart and the same figures as a table — and the most recorded items.
 */
export function AdminStatsRoute() {
  const { t } = useTranslation();
  const [filters, change] = useFilters();
  const summary = useStatsSummary(filters);
  useDocumentTitle(t('admin.statsTitle'));
  const answer = summary.data;
  // The choice shows at once; the figures (and their headings) of the last one stay until the new ones arrive.
  const chosen = filters.event ?? answer?.data.event ?? 'view';
  const event = answer?.data.event ?? chosen;
  const eventLabel = event === 'view' ? t('admin.statsViews') : t('admin.statsDownloads');
  const isInvalid = summary.error instanceof ApiError && summary.error.status === 422;
  const series = (answer?.data.series ?? []).map((entry) => ({ ...entry, label: kindLabel(t, entry.resourceType) }));
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('admin.statsTitle')}
      </Typography>
      <Box component="form" role="search" aria-label={t('admin.statsFilters')} onSubmit={(submit) => submit.preventDefault()} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}>
        {answer && answer.meta.events.length > 1 && (
          <FormControl>
            <FormLabel id="stats-event">{t('admin.statsEvent')}</FormLabel>
            <RadioGroup row aria-labelledby="stats-event" value={chosen} onChange={(_, value) => change({ event: value as StatsEvent })}>
              {answer.meta.events.map((value) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={value === 'view' ? t('admin.statsViews') : t('admin.statsDownloads')} />
              ))}
            </RadioGroup>
          </FormControl>
        )}
        <TextField type="date" size="small" label={t('admin.statsFrom')} value={filters.from} onChange={(input) => isDay(input.target.value) && change({ from: input.target.value })} slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.to } }} />
        <TextField type="date" size="small" label={t('admin.statsTo')} value={filters.to} onChange={(input) => isDay(input.target.value) && change({ to: input.target.value })} slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.from } }} />
        <TextField
          select
          size="small"
          label={t('admin.statsKind')}
          value={filters.resourceType ?? ''}
          onChange={(input) => change({ resourceType: input.target.value || null })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('admin.statsAllKinds')}</MenuItem>
          {RECORDABLE_KINDS.map((type) => (
            <MenuItem key={type} value={type}>
              {kindLabel(t, type)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {isInvalid && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {t('admin.statsInvalidPeriod')}
        </Alert>
      )}
      {!answer ? (
        !isInvalid && <PageLoader label={t('common.loading')} minHeight={320} />
      ) : (
        <>
          <Box component="section" aria-labelledby="stats-per-day" sx={{ mb: 4 }}>
            <Typography id="stats-per-day" variant="h5" component="h2" gutterBottom>
              {t('admin.statsPerDay', { event: eventLabel })}
            </Typography>
            <Typography sx={{ mb: 2 }} aria-live="polite">
              {t('admin.statsTotal', { count: answer.data.total, total: formatNumber(answer.data.total) })}
            </Typography>
            {series.length > 0 && (
              <Suspense fallback={<PageLoader label={t('common.loading')} minHeight={320} />}>
                <StatsChart days={answer.data.days} series={series} dayLabel={shortDay} title={t('admin.statsPerDay', { event: eventLabel })} description={t('admin.statsChartDescription')} />
              </Suspense>
            )}
            <StatsTable days={answer.data.days} series={series} caption={t('admin.statsTableCaption', { event: eventLabel })} />
          </Box>
          <Box component="section" aria-labelledby="stats-top">
            <Typography id="stats-top" variant="h5" component="h2" gutterBottom>
              {event === 'view' ? t('admin.statsTopViews') : t('admin.statsTopDownloads')}
            </Typography>
            <TopItems items={answer.data.top} />
          </Box>
          <Box component="section" aria-labelledby="stats-origins" sx={{ mt: 4 }}>
            <Typography id="stats-origins" variant="h5" component="h2" gutterBottom>
              {t('admin.statsByOrigin')}
            </Typography>
            <OriginsTable origins={answer.data.origins} />
          </Box>
        </>
      )}
    </Container>
  );
}
