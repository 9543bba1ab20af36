import { useTranslation } from '../../lib/i18n/i18n.ts';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { SmartLink } from '../../components/smart-link.tsx';
import { useRuntimeEnvironment } from '../../lib/runtime-environment.ts';
import { signOut } from '../../lib/session/actions.ts';
import type { Session } from '../../lib/session/session.ts';
import { requestLeave } from '../../lib/ui-store.ts';
import { paths } from '../../paths.ts';

export interface UserMenuListProps {
  id: string;
  labelledBy: string;
  anchor: HTMLElement | null;
  session: Session;
  onClose: () => void;
}

/** The open account menu, loaded on first use: profile, dashboard for users with roles, sign-out. */
export function UserMenuList({ id, labelledBy, anchor, session, onClose }: UserMenuListProps) {
  const { t } = useTranslation();
  const { features } = useRuntimeEnvironment();
  // The dashboard is open to users with roles, or to validated users when validation requests are on.
  const hasDashboard = session.hasRoles || (!!features.validationRequests && session.isValidated);
  const item = { sx: { minHeight: 44 }, onClick: onClose };
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose} slotProps={{ list: { 'aria-labelledby': labelledBy } }}>
      <MenuItem component={SmartLink} href={paths.account.profile} {...item}>
        {t('auth.profile')}
      </MenuItem>
      {hasDashboard && (
        <MenuItem component={SmartLink} href={paths.admin.dashboard} {...item}>
          {t('shell.dashboard')}
        </MenuItem>
      )}
      <MenuItem
        sx={{ minHeight: 44 }}
        onClick={() => {
          onClose();
          requestLeave(() => void signOut());
        }}
      >
        {t('auth.signOut')}
      </MenuItem>
    </Menu>
  );
}
