import { forwardRef } from 'react';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
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
export const SmartLink = forwardRef<HTMLAnchorElement, SmartLinkProps>(function SmartLink({ href, isBlank = false, children, ...rest }, ref) {
  const { t } = useTranslation();
  const blank = isBlank ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  const content = (
    <>
      {children}
      {isBlank && <Box component="span" sx={visuallyHidden}>{` (${t('shell.opensInNewTab')})`}</Box>}
    </>
  );
  if (isAppPath(href) && !isBlank) {
    return (
      <RouterLink ref={ref} to={href} {...rest}>
        {content}
      </RouterLink>
    );
  }
  return (
    <a ref={ref} href={href} {...blank} {...rest}>
      {content}
    </a>
  );
});
