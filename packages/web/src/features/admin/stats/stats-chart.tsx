import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

export interface ChartSeries {
  label: string;
  counts: number[];
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The records of each kind per day, as lines. Loaded on its own (the charts library is about as
 * large as the rest of the back office); the table beside it says the same for those who cannot see it.
 */
export default function StatsChart({ days, series, dayLabel, title, description }: { days: string[]; series: ChartSeries[]; dayLabel: (day: string) => string; title: string; description: string }) {
  return (
    // The chart names itself on an element without a role (an axe error): the figure names it instead.
    <Box component="figure" aria-label={title} sx={{ m: 0 }}>
      <LineChart
        height={320}
        skipAnimation={prefersReducedMotion()}
        xAxis={[{ scaleType: 'point', data: days, valueFormatter: dayLabel }]}
        yAxis={[{ tickMinStep: 1, width: 48 }]}
        series={series.map((entry) => ({ data: entry.counts, label: entry.label, showMark: days.length <= 31 }))}
      />
      <Typography component="figcaption" variant="body2" color="text.secondary">
        {description}
      </Typography>
    </Box>
  );
}
