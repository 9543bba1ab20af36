import { useTranslation } from '../lib/i18n/i18n.ts';
import { forwardRef } from 'react';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import { getUiState, requestLeave } from '../lib/ui-store.ts';
import { visuallyHidden } from '../lib/visually-hidden.ts';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An app path (`/…`) navigates in the app; anything else is an ordinary link. */
  href: string;
  /** Opens in a new tab, and says so to screen readers. */
  isBlank?: boolean;
  children?: ReactNode;
}

export const isAppPath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/**
 * The one link of the app: router navigation for app paths, a plain anchor otherwise, and the
 * "opens in a new tab" hint wherever a link leaves the tab. Usable as `component` of MUI buttons.
 */
export const SmartLink = forwardRef<HTMLAnchorElement, SmartLinkProps>(function SmartLink({ href, isBlank = false, children, onClick, ...rest }, ref) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const blank = isBlank ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  const content = (
    <>
      {children}
      {isBlank && <Box component="span" sx={visuallyHidden}>{` (${t('shell.opensInNewTab')})`}</Box>}
    </>
  );
  if (isAppPath(href) && !isBlank) {
    return (
      <RouterLink
        ref={ref}
        to={href}
        onClick={(event) => {
          onClick?.(event);
          // A form with unsaved changes asks first (prevent-leave dialog), then goes on.
          if (!event.defaultPrevented && getUiState().preventLeave) {
            event.preventDefault();
            requestLeave(() => void navigate(href));
          }
        }}
        {...rest}
      >
        {content}
      </RouterLink>
    );
  }
  return (
    <a ref={ref} href={href} onClick={onClick} {...blank} {...rest}>
      {content}
    </a>
  );
});
