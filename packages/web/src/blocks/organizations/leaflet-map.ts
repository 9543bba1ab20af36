import L from 'leaflet';
import Supercluster from 'supercluster';
import 'leaflet/dist/leaflet.css';

/**
 * The organizations map's code (Leaflet and Supercluster, about 45 KB gzipped): imported only by the
 * map's own screen once it is on the page, never by the page's code, so the public page budget holds.
 */

export interface MapPoint {
  id: string;
  name: string;
  href: string;
  lat: number;
  lng: number;
}

export interface MapOptions {
  /** The tile server (runtime environment `mapTiles`); null: markers on a plain background, nothing fetched. */
  tiles: { url: string; attribution: string } | null;
  /** Marker colours: the theme's, so markers keep their contrast in light and dark. */
  colors: { background: string; text: string; border: string };
  labels: { cluster: (count: number) => string; zoomIn: string; zoomOut: string; open: (name: string) => string };
  /** Opens an organization's page (in the app, not a full load). */
  navigate: (href: string) => void;
}

export interface MountedMap {
  /** The organizations shown now (clusters and markers), for tests and the status line. */
  shown: () => number;
  remove: () => void;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Draws `points` in `container`: close ones gathered in a cluster (a button naming how many it holds;
 * Enter zooms in on them), each organization a button (Enter opens a bubble whose link leads to its
 * page, focused at once; Escape closes it and gives the focus back). The map itself takes the focus:
 * arrows pan, + and − zoom (Leaflet's keyboard handler).
 */
export function mountOrganizationsMap(container: HTMLElement, points: readonly MapPoint[], options: MapOptions): MountedMap {
  const map = L.map(container, { keyboard: true, zoomControl: false, attributionControl: options.tiles !== null, worldCopyJump: true, minZoom: 2, maxZoom: 17 });
  L.control.zoom({ zoomInTitle: options.labels.zoomIn, zoomOutTitle: options.labels.zoomOut }).addTo(map);
  if (options.tiles) {
    map.attributionControl.setPrefix(false);
    L.tileLayer(options.tiles.url, { attribution: options.tiles.attribution, maxZoom: 19 }).addTo(map);
  }
  const index = new Supercluster<{ id: string; name: string; href: string }>({ radius: 80, maxZoom: 16 });
  index.load(points.map((point) => ({ type: 'Feature', properties: { id: point.id, name: point.name, href: point.href }, geometry: { type: 'Point', coordinates: [point.lng, point.lat] } })));
  const layer = L.layerGroup().addTo(map);
  const { background, text, border } = options.colors;
  const pinStyle = `background:${background};color:${text};border:2px solid ${border};border-radius:50%;display:flex;align-items:center;justify-content:center;font:700 13px/1 system-ui,sans-serif;box-sizing:border-box;`;
  let count = 0;
  // Markers and clusters at least 80 px apart (Supercluster's radius), at most 40 px wide: none covers
  // another, so each keeps the 24 px a pointer needs (WCAG 2.5.8).

  const draw = () => {
    layer.clearLayers();
    const bounds = map.getBounds();
    const zoom = Math.round(map.getZoom());
    const clusters = index.getClusters([Math.max(-180, bounds.getWest()), Math.max(-85, bounds.getSouth()), Math.min(180, bounds.getEast()), Math.min(85, bounds.getNorth())], zoom);
    count = clusters.length;
    for (const feature of clusters) {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const properties = feature.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; id?: string; name?: string; href?: string };
      if (properties.cluster) {
        const size = properties.point_count! < 10 ? 32 : properties.point_count! < 100 ? 36 : 40;
        const label = options.labels.cluster(properties.point_count!);
        const marker = L.marker([lat, lng], {
          title: label,
          alt: label,
          keyboard: true,
          icon: L.divIcon({ className: 'organizations-map-cluster', html: `<span aria-hidden="true" style="${pinStyle}width:${size}px;height:${size}px">${properties.point_count}</span>`, iconSize: [size, size] }),
        });
        const expand = () => {
          const zoomTo = Math.min(index.getClusterExpansionZoom(properties.cluster_id!), 17);
          map.setView([lat, lng], zoomTo);
          // The cluster is gone once zoomed in: the focus goes back to the map, where Tab reaches what it held.
          container.focus({ preventScroll: true });
        };
        marker.on('click', expand);
        // A button answers Enter and Space (Leaflet answers Enter only on a marker with a bubble).
        marker.on('keypress', (event) => {
          const key = (event as L.LeafletKeyboardEvent).originalEvent;
          if (key.key !== 'Enter' && key.key !== ' ') return;
          key.preventDefault();
          expand();
        });
        layer.addLayer(marker);
      } else {
        const name = properties.name ?? '';
        const marker = L.marker([lat, lng], {
          title: name,
          alt: name,
          keyboard: true,
          icon: L.divIcon({ className: 'organizations-map-marker', html: `<span aria-hidden="true" style="${pinStyle}width:28px;height:28px"></span>`, iconSize: [28, 28] }),
        });
        const link = `<a href="${escapeHtml(properties.href ?? '#')}" data-organization-link>${escapeHtml(options.labels.open(name))}</a>`;
        marker.bindPopup(`<strong>${escapeHtml(name)}</strong><br>${link}`);
        marker.on('popupopen', (event) => {
          const anchor = (event as L.PopupEvent).popup.getElement()?.querySelector<HTMLAnchorElement>('a[data-organization-link]');
          anchor?.addEventListener('click', (click) => {
            if (click.metaKey || click.ctrlKey || click.shiftKey || click.button !== 0) return;
            click.preventDefault();
            options.navigate(properties.href ?? '/');
          });
          anchor?.focus({ preventScroll: true });
        });
        marker.on('keypress', (event) => {
          const key = (event as L.LeafletKeyboardEvent).originalEvent;
          if (key.key !== ' ') return;
          key.preventDefault();
          marker.openPopup();
        });
        marker.on('popupclose', () => (marker.getElement() ?? container).focus({ preventScroll: true }));
        layer.addLayer(marker);
      }
    }
  };

  if (points.length > 0) map.fitBounds(L.latLngBounds(points.map((point) => [point.lat, point.lng])), { padding: [32, 32], maxZoom: 12 });
  else map.setView([46.5, 2.5], 5);
  map.on('moveend', draw);
  draw();
  return { shown: () => count, remove: () => map.remove() };
}
