import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button.tsx';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useRuntimeEnvironment } from '../../lib/runtime-environment.ts';
import type { MapPoint, MountedMap } from './leaflet-map.ts';

/**
 * A Leaflet map of `points`, drawn when the reader asks for it ("Show the map"): the map's code
 * (Leaflet and Supercluster, about 50 KB gzipped) is fetched then, so a page with a map stays within
 * the public page budget, and a reader who uses the list never downloads it. The box keeps its height
 * either way (nothing shifts); once drawn, the map takes the focus. Labelled by `label`.
 */
export function OrganizationsMapView({ points, height, label }: { points: readonly MapPoint[]; height: { xs: number; md: number }; label: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const navigate = useNavigate();
  const { mapTiles } = useRuntimeEnvironment();
  const container = useRef<HTMLDivElement>(null);
  const [isReady, setIsReady] = useState(false);
  const [isAsked, setIsAsked] = useState(false);
  const colors = { background: theme.palette.primary.main, text: theme.palette.primary.contrastText, border: theme.palette.background.paper };
  const key = JSON.stringify([points, mapTiles, colors]);
  useEffect(() => {
    if (!isAsked) return;
    let mounted: MountedMap | null = null;
    let isCancelled = false;
    void import('./leaflet-map.ts').then(({ mountOrganizationsMap }) => {
      if (isCancelled || !container.current) return;
      mounted = mountOrganizationsMap(container.current, points, {
        tiles: mapTiles ?? null,
        colors,
        labels: {
          cluster: (count) => t('organizations.mapCluster', { count }),
          zoomIn: t('organizations.zoomIn'),
          zoomOut: t('organizations.zoomOut'),
          open: (name) => t('organizations.openPage', { name }),
        },
        navigate: (href) => void navigate(href),
      });
      setIsReady(true);
      container.current.focus();
    });
    return () => {
      isCancelled = true;
      mounted?.remove();
    };
    // The map is drawn again only when what it shows changes (`key` holds it all).
  }, [key, isAsked]);
  if (!isAsked) {
    return (
      <Box sx={{ height, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: 'action.hover', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Button variant="contained" onClick={() => setIsAsked(true)}>
          {t('organizations.showMap')}
        </Button>
      </Box>
    );
  }
  return (
    <Box
      ref={container}
      aria-label={label}
      data-map-ready={isReady ? 'true' : undefined}
      sx={{
        height,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        // Without tiles, the markers stand on a plain background.
        bgcolor: 'action.hover',
        zIndex: 0,
        '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
        '& .leaflet-marker-icon:focus-visible': { outline: `3px solid ${theme.palette.text.primary}`, outlineOffset: 2, borderRadius: '50%' },
        '& .leaflet-popup-content a': { color: '#0b57d0' },
        '& .organizations-map-cluster, & .organizations-map-marker': { background: 'none', border: 'none' },
      }}
    />
  );
}
