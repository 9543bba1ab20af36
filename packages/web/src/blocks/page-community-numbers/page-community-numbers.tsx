import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { HomeStats, HomeStatsAnswer } from '@relais/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Container } from '../../components/container.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { formatNumber } from '../../lib/format.ts';
import { paths } from '../../paths.ts';
import type { BlockProps } from '../block-types.ts';
import { asString } from '../block-types.ts';
import { BlockTitle } from '../shared/block-title.tsx';

const COUNTERS: readonly (keyof HomeStats)[] = ['organizationsCount', 'repositoryItemsCount', 'accompaniedPatientsCount'];

/** True once the element has been on screen (then it stays true: the numbers load once). */
function useSeen<T extends Element>() {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (seen || !node) return;
    if (typeof IntersectionObserver === 'undefined') return setSeen(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [seen]);
  return { ref, seen };
}

/** The community in numbers, loaded once when the block comes into view (spec "Community numbers"). */
export function PageCommunityNumbers({ props, headingLevel }: BlockProps) {
  const { t } = useTranslation();
  const { ref, seen } = useSeen<HTMLDivElement>();
  const stats = useQuery({
    queryKey: ['home-stats'],
    queryFn: ({ signal }) => apiRequest<HomeStatsAnswer>(paths.api.homeStats, { signal }).then((answer) => answer.data),
    enabled: seen,
    staleTime: Infinity,
  });
  const shown = COUNTERS.filter((name) => stats.data?.[name] !== null && stats.data?.[name] !== undefined);
  return (
    <Container maxWidth="lg" sx={{ py: 5 }}>
      <BlockTitle title={asString(props.title)} level={headingLevel} align="center" />
      {/* The numbers take their place at once, so nothing moves when they arrive. */}
      <Box ref={ref} sx={{ minHeight: 120 }} aria-busy={!stats.data}>
        {stats.data && (
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: `repeat(${Math.max(shown.length, 1)}, 1fr)` }, textAlign: 'center' }}>
            {shown.map((name) => (
              <Box key={name} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
                <Typography component="dt" sx={{ fontSize: '1.125rem', color: 'text.secondary' }}>
                  {t(`blocks.${name}`, { count: stats.data[name] ?? 0 })}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontSize: { xs: '2.5rem', md: '3rem' }, fontWeight: 700, color: 'primary.main' }}>
                  {formatNumber(stats.data[name] ?? 0)}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </Container>
  );
}
