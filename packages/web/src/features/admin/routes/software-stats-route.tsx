import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SoftwareStatsSeries, SoftwareStatsView } from '@relais/domain';
import { Container } from '../../../components/container.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { SmartLink } from '../../../components/smart-link.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatNumber } from '../../../lib/format.ts';
import { toast } from '../../../lib/ui-store.ts';
import { paths } from '../../../paths.ts';
import { downloadSoftwareStatsCsv, useFilterOptions, useSoftwareStats } from '../api/software-stats.ts';
import type { FilterOption, SoftwareStatsFilters } from '../api/software-stats.ts';
import { defaultPeriod, isDay } from '../stats/stats-period.ts';
import { StatsTable } from '../stats/stats-tables.tsx';
import { shortDay } from './admin-stats-route.tsx';

const StatsChart = lazy(() => import('../stats/stats-chart.tsx'));

const isId = (value: string | null) => !!value && /^[0-9a-f-]{36}$/i.test(value);

/** The filters as the address holds them (so a view can be shared), with the default period. */
function useFilters(): [SoftwareStatsFilters, (changes: Partial<SoftwareStatsFilters>) => void] {
  const [search, setSearch] = useSearchParams();
  const period = defaultPeriod();
  const filters: SoftwareStatsFilters = {
    from: isDay(search.get('from')) ? search.get('from')! : period.from,
    to: isDay(search.get('to')) ? search.get('to')! : period.to,
    service: isId(search.get('service')) ? search.get('service') : null,
    installation: isId(search.get('installation')) ? search.get('installation') : null,
    group: isId(search.get('group')) ? search.get('group') : null,
  };
  const change = (changes: Partial<SoftwareStatsFilters>) => {
    const next = { ...filters, ...changes };
    const params = new URLSearchParams({ from: next.from, to: next.to });
    for (const name of ['service', 'installation', 'group'] as const) if (next[name]) params.set(name, next[name]);
    setSearch(params, { replace: true });
  };
  return [filters, change];
}

function FilterSelect({ label, all, value, options, onChange }: { label: string; all: string; value: string | null; options: FilterOption[] | undefined; onChange: (value: string | null) => void }) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(input) => onChange(input.target.value || null)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value="">{all}</MenuItem>
      {(options ?? []).map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The software's statistics (spec, domain `/admin/resources/software/stats/events` and `/sessions`,
 * admins): per day by version and by system, each a chart and the same figures as a table, filtered
 * by service, installation, group and period, and exported as CSV.
 */
export function SoftwareStatsRoute({ view }: { view: SoftwareStatsView }) {
  const { t } = useTranslation();
  const [filters, change] = useFilters();
  const stats = useSoftwareStats(view, filters);
  const services = useFilterOptions('software-services');
  const installations = useFilterOptions('software-installations');
  const groups = useFilterOptions('software-groups');
  const [isExporting, setExporting] = useState(false);
  const title = view === 'events' ? t('softwareStats.eventsTitle') : t('softwareStats.sessionsTitle');
  const what = view === 'events' ? t('softwareStats.events') : t('softwareStats.sessions');
  useDocumentTitle(title);
  const answer = stats.data?.data;
  const isInvalid = stats.error instanceof ApiError && stats.error.status === 422;
  const labelOf = (entry: SoftwareStatsSeries) => (entry.isOther ? t('softwareStats.other') : (entry.key ?? t('softwareStats.unknown')));
  const exportCsv = () => {
    setExporting(true);
    downloadSoftwareStatsCsv(view, filters)
      .catch(() => toast(t('softwareStats.exportFailed'), { severity: 'error' }))
      .finally(() => setExporting(false));
  };
  const other = view === 'events' ? 'sessions' : 'events';
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        <SmartLink href={`${paths.admin.softwareStats[other]}?${new URLSearchParams(window.location.search).toString()}`}>
          {t('softwareStats.otherView', { view: other === 'events' ? t('softwareStats.events') : t('softwareStats.sessions') })}
        </SmartLink>
      </Typography>
      <Box component="form" role="search" aria-label={t('softwareStats.filters')} onSubmit={(submit) => submit.preventDefault()} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}>
        <FilterSelect label={t('softwareStats.service')} all={t('softwareStats.allServices')} value={filters.service} options={services.data} onChange={(service) => change({ service })} />
        <FilterSelect label={t('softwareStats.installation')} all={t('softwareStats.allInstallations')} value={filters.installation} options={installations.data} onChange={(installation) => change({ installation })} />
        <FilterSelect label={t('softwareStats.group')} all={t('softwareStats.allGroups')} value={filters.group} options={groups.data} onChange={(group) => change({ group })} />
        <TextField type="date" size="small" label={t('softwareStats.from')} value={filters.from} onChange={(input) => isDay(input.target.value) && change({ from: input.target.value })} slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.to } }} />
        <TextField type="date" size="small" label={t('softwareStats.to')} value={filters.to} onChange={(input) => isDay(input.target.value) && change({ to: input.target.value })} slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.from } }} />
        <Button variant="outlined" onClick={exportCsv} disabled={isExporting || isInvalid}>
          {t('softwareStats.exportCsv')}
        </Button>
      </Box>
      {isInvalid && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {t('softwareStats.invalidPeriod')}
        </Alert>
      )}
      {!answer ? (
        !isInvalid && <PageLoader label={t('common.loading')} minHeight={320} />
      ) : (
        <>
          <Typography sx={{ mb: 2 }} aria-live="polite">
            {t('softwareStats.total', { total: formatNumber(answer.total) })}
          </Typography>
          {(
            [
              ['version', t('softwareStats.byVersion'), answer.byVersion, t('softwareStats.tableCaptionVersion', { what })],
              ['system', t('softwareStats.bySystem'), answer.bySystem, t('softwareStats.tableCaptionSystem', { what })],
            ] as const
          ).map(([key, heading, list, caption]) => {
            const series = list.map((entry, index) => ({ label: labelOf(entry), counts: entry.counts, resourceType: `${index}` }));
            return (
              <Box key={key} component="section" aria-labelledby={`software-stats-${key}`} sx={{ mb: 4 }}>
                <Typography id={`software-stats-${key}`} variant="h5" component="h2" gutterBottom>
                  {heading}
                </Typography>
                {series.length > 0 && (
                  <Suspense fallback={<PageLoader label={t('common.loading')} minHeight={320} />}>
                    <StatsChart days={answer.days} series={series} dayLabel={shortDay} title={`${what} — ${heading}`} description={t('softwareStats.chartDescription')} />
                  </Suspense>
                )}
                <StatsTable days={answer.days} series={series} caption={caption} />
              </Box>
            );
          })}
        </>
      )}
    </Container>
  );
}

export const SoftwareEventsRoute = () => <SoftwareStatsRoute view="events" />;
export const SoftwareSessionsRoute = () => <SoftwareStatsRoute view="sessions" />;
