import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { Container } from '../../../components/container.tsx';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useRuntimeEnvironment } from '../../../lib/runtime-environment.ts';
import { useSession } from '../../../lib/session/session.ts';
import { paths } from '../../../paths.ts';
import { useProfileUser } from '../api/profile-user.ts';
import { AccountDates } from '../components/account-dates.tsx';
import { AvatarSection } from '../components/avatar-section.tsx';
import { EmailForm } from '../components/email-form.tsx';
import { IdentityForm } from '../components/identity-form.tsx';
import { LanguagesForm } from '../components/languages-form.tsx';
import { NotificationsForm } from '../components/notifications-form.tsx';
import { OrganizationsSection } from '../components/organizations-section.tsx';
import { PasswordForm } from '../components/password-form.tsx';
import { SecondaryEmailsForm } from '../components/secondary-emails-form.tsx';
import { SocialAccountsSection } from '../components/social-accounts-section.tsx';
import { TwoFactorSection } from '../components/two-factor-section.tsx';

/**
 * `/account/profile`: the signed-in user's own account, one section per subject, each saved on its
 * own (issue 4 item 7).
 */
export function ProfileRoute() {
  const { t } = useTranslation();
  const user = useProfileUser();
  const { features } = useRuntimeEnvironment();
  const session = useSession();
  // Contributors write articles, posts and events from the site (features/contributions).
  const writes = session.isAdmin || session.roleIds.includes('contributor');
  useDocumentTitle(t('account.profileTitle'));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {t('account.profileTitle')}
      </Typography>
      <Typography sx={{ mb: features.likes || features.openBadges || writes ? 1 : 3 }}>{t('account.profileIntro', { name: user.fullName })}</Typography>
      {features.likes && (
        <Typography sx={{ mb: features.openBadges || writes ? 1 : 3 }}>
          <Link component={RouterLink} to={paths.account.likes}>
            {t('accountLikes.title')}
          </Link>
        </Typography>
      )}
      {features.openBadges && (
        <Typography sx={{ mb: writes ? 1 : 3 }}>
          <Link component={RouterLink} to={paths.account.openBadges}>
            {t('openBadges.myBadges')}
          </Link>
        </Typography>
      )}
      {writes && (
        <Typography sx={{ mb: 3 }}>
          <Link component={RouterLink} to={paths.account.contributions}>
            {t('contributions.title')}
          </Link>
        </Typography>
      )}
      {/* Keyed by user: after an impersonation or another sign-in, forms start from the new user. */}
      <IdentityForm key={`identity-${user.id}`} user={user} />
      <AvatarSection key={`avatar-${user.id}`} user={user} />
      <EmailForm key={`email-${user.id}`} user={user} />
      <SecondaryEmailsForm key={`secondary-${user.id}`} user={user} />
      <PasswordForm key={`password-${user.id}`} user={user} />
      <LanguagesForm key={`languages-${user.id}`} user={user} />
      <NotificationsForm key={`notifications-${user.id}`} user={user} />
      {features.socialLogin && <SocialAccountsSection key={`social-${user.id}`} user={user} />}
      {features.twoFactor && <TwoFactorSection key={`two-factor-${user.id}`} user={user} />}
      {features.organizations && features.userOrganizations && <OrganizationsSection user={user} />}
      <AccountDates user={user} />
    </Container>
  );
}
