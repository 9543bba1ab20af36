import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { OrganizationsMapView } from '../../../blocks/organizations/organizations-map-view.tsx';
import { organizationPath } from '../../../blocks/organizations/organizations.ts';
import type { PublicOrganization } from '../../../blocks/organizations/organizations.ts';

/** Where the organization stands: its marker on a small map, and its coordinates as text. */
export function PositionMap({ organization, position }: { organization: PublicOrganization; position: { lat: number; lng: number } }) {
  const { t } = useTranslation();
  const name = organization.completeName || organization.name;
  return (
    <>
      <OrganizationsMapView points={[{ id: organization.id, name, href: organizationPath(organization), ...position }]} height={{ xs: 220, md: 280 }} label={t('organizations.positionOf', { name })} />
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {t('organizations.coordinates', { latitude: position.lat.toFixed(4), longitude: position.lng.toFixed(4) })}
      </Typography>
    </>
  );
}
