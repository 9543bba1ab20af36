import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';

export const MAIN_CONTENT_ID = 'main-content';

const Link = styled('a')(({ theme }) => ({
  position: 'absolute',
  top: theme.spacing(1),
  left: theme.spacing(1),
  zIndex: theme.zIndex.tooltip + 1,
  padding: theme.spacing(1.5, 2),
  background: theme.palette.background.paper,
  color: theme.palette.primary.dark,
  fontWeight: 600,
  borderRadius: theme.shape.borderRadius,
  // Off screen until focused: keyboard users meet it first, pointer users never see it.
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
}));

/** The first Tab stop of every screen: jumps over the top bar to the main content. */
export function SkipLink() {
  const { t } = useTranslation();
  // Focus main directly rather than through the URL hash, which the router would treat as a navigation.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.();
  };
  return (
    <Link href={`#${MAIN_CONTENT_ID}`} onClick={onClick}>
      {t('shell.skipToContent')}
    </Link>
  );
}
