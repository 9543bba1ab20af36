import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Container } from '../../components/container.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { visuallyHidden } from '../../lib/visually-hidden.ts';
import { OrganizationsMapView } from '../organizations/organizations-map-view.tsx';
import type { MapPoint } from '../organizations/leaflet-map.ts';
import { organizationPath, positionOf } from '../organizations/organizations.ts';
import type { BlockProps } from '../block-types.ts';
import { ListHeading } from '../shared/block-heading.tsx';
import { mapHeights } from './map-heights.ts';

type Props = Extract<BlockProps<'pageOrganizationsMap'>, { screen: 'main' }>;

/**
 * The located organizations on a map (clustered when close; keyboard: the map pans and zooms, Tab
 * goes through clusters and markers), and the same organizations as a list of links, for whoever
 * does not use the map (screen readers first: a link before the map leads straight to it).
 */
export function OrganizationsMap({ props, headingLevel, data, page }: Props) {
  const { t } = useTranslation();
  const listId = useId();
  const points: MapPoint[] = (data.organizations?.data ?? []).flatMap((organization) => {
    const position = positionOf(organization);
    return position ? [{ id: organization.id, name: organization.name, href: organizationPath(organization), ...position }] : [];
  });
  const title = props.title || (headingLevel === 1 ? page.title : '') || t('organizations.mapLabel');
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <ListHeading title={props.title} headingLevel={headingLevel} pageTitle={page.title} />
      {props.subtitle && <Typography sx={{ color: 'text.secondary', mb: 2 }}>{props.subtitle}</Typography>}
      {/* Shown when focused: past the map, to the same organizations as a list. */}
      <Box component="a" href={`#${listId}`} sx={{ ...visuallyHidden, '&:focus': { position: 'static', width: 'auto', height: 'auto', clip: 'auto', m: 0, mb: 1, display: 'inline-block' } }}>
        {t('organizations.skipMap', { count: points.length })}
      </Box>
      <OrganizationsMapView points={points} height={mapHeights(props.height)} label={t('organizations.mapOf', { title })} />
      <Box component="details" id={listId} sx={{ mt: 2, '& summary': { cursor: 'pointer', py: 1, fontWeight: 600 } }}>
        <summary>{t('organizations.mapList', { count: points.length })}</summary>
        <Box component="ul" sx={{ columns: { xs: 1, sm: 2, md: 3 }, pl: 3, m: 0, '& a': { display: 'inline-block', minHeight: 24, py: 0.5 } }}>
          {points.map((point) => (
            <li key={point.id}>
              <SmartLink href={point.href}>{point.name}</SmartLink>
            </li>
          ))}
        </Box>
      </Box>
    </Container>
  );
}
