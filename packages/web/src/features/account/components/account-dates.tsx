import { useTranslation } from '../../../lib/i18n/i18n.ts';
import Box from '@mui/material/Box';
import { formatDateTime } from '../../../lib/format.ts';
import type { ProfileUser } from '../api/profile-user.ts';
import { ProfileSection } from './profile-section.tsx';

/** When the account was made, last used and validated, in the user's language and time zone. */
export function AccountDates({ user }: { user: ProfileUser }) {
  const { t } = useTranslation();
  const rows: [string, string | null | undefined][] = [
    [t('account.createdAt'), user.createdAt],
    [t('account.lastLoginAt'), user.lastLoginAt],
    [t('account.validatedAt'), user.validatedAt],
  ];
  return (
    <ProfileSection title={t('account.datesTitle')}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0, '& dd': { m: 0 }, '& dt': { fontWeight: 'bold' } }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value ? formatDateTime(value, user.timezone) : t('account.notYet')}</dd>
          </Box>
        ))}
      </Box>
    </ProfileSection>
  );
}
