import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { organizationCompleteName } from '@relais/domain';
import { updateSessionUser } from '../../../lib/session/actions.ts';
import type { SessionOrganization } from '../../../lib/session/session.ts';
import { toast } from '../../../lib/ui-store.ts';
import type { ProfileUser } from '../api/profile-user.ts';
import { ProfileSection } from './profile-section.tsx';
import { formFailure } from './use-section-form.ts';

const nameOf = (organization: SessionOrganization) => organization.completeName || organizationCompleteName(organization);

/**
 * The organizations the user belongs to, with their access level, and the one the user acts for
 * (spec, platform §4 "Changing organization"): choosing another saves it at once and reloads the
 * session, whose rights then follow that organization. A member always acts for one of them (the
 * server makes the first one the acting one otherwise), so "myself" is no choice here.
 */
export function OrganizationsSection({ user }: { user: ProfileUser }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const organizations = user.organizations ?? [];

  const actAs = async (id: string) => {
    setFailure(null);
    setIsSaving(true);
    try {
      await updateSessionUser(queryClient, user, { relationships: { actingAsOrganization: { data: { type: 'organizations', id } } } });
      const chosen = organizations.find((organization) => organization.id === id);
      toast(t('account.actingAsChanged', { name: chosen ? nameOf(chosen) : id }));
    } catch (error) {
      setFailure(formFailure(error, t, (key) => i18n.exists(key)));
    } finally {
      setIsSaving(false);
    }
  };

  const setListed = async (isListed: boolean) => {
    setFailure(null);
    setIsSaving(true);
    try {
      await updateSessionUser(queryClient, user, { attributes: { isListedInOrganizations: isListed } });
      toast(t('account.listedInOrganizationsSaved'));
    } catch (error) {
      setFailure(formFailure(error, t, (key) => i18n.exists(key)));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <ProfileSection title={t('account.organizationsTitle')}>
      {organizations.length === 0 ? (
        <p>{t('account.noOrganizations')}</p>
      ) : (
        <>
          <ul>
            {organizations.map((organization) => (
              <li key={organization.id}>
                {nameOf(organization)}
                {organization.accessLevel?.name ? ` — ${t('account.accessLevel', { level: organization.accessLevel.name })}` : ''}
              </li>
            ))}
          </ul>
          <TextField
            label={t('account.actingAs')}
            select
            fullWidth
            margin="normal"
            disabled={isSaving}
            value={user.actingAsOrganization?.id ?? organizations[0]!.id}
            onChange={(event) => void actAs(event.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            helperText={t('account.actingAsHelp')}
          >
            {organizations.map((organization) => (
              <option key={organization.id} value={organization.id}>
                {nameOf(organization)}
              </option>
            ))}
          </TextField>
          {/* Whether the organizations' public pages name this member (`/organizations/:id`). */}
          <FormControlLabel
            control={<Checkbox checked={user.isListedInOrganizations === true} disabled={isSaving} onChange={(event) => void setListed(event.target.checked)} slotProps={{ input: { 'aria-describedby': 'listed-in-organizations-help' } }} />}
            label={t('account.listedInOrganizations')}
          />
          <FormHelperText id="listed-in-organizations-help" sx={{ mt: 0 }}>
            {t('account.listedInOrganizationsHelp')}
          </FormHelperText>
        </>
      )}
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
    </ProfileSection>
  );
}
