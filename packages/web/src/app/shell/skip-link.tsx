import { useTranslation } from '../../lib/i18n/i18n.ts';
import type { MouseEvent } from 'react';
import { styled } from '@mui/material/styles';
import { focusSkipTarget, skipTargetId, useSkipTargets } from '../../lib/skip-targets.ts';
import type { SkipTarget } from '../../lib/skip-targets.ts';

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

const LABELS: Record<SkipTarget, string> = { menu: 'shell.skipToMenu', grid: 'shell.skipToGrid', record: 'shell.skipToRecord' };

/**
 * The first Tab stops of every screen: to the main content, then to the places the screen names
 * (the back office's menu, grid and record), so that any of them is a couple of keys away.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const targets = useSkipTargets();
  // Focus directly rather than through the URL hash, which the router would treat as a navigation.
  const onClick = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(id) ?? document.getElementById(MAIN_CONTENT_ID);
    if (!target) return;
    event.preventDefault();
    focusSkipTarget(target);
  };
  const link = (id: string, label: string) => (
    <Link key={id} href={`#${id}`} onClick={onClick(id)}>
      {label}
    </Link>
  );
  return (
    <>
      {link(MAIN_CONTENT_ID, t('shell.skipToContent'))}
      {targets.map((target) => link(skipTargetId(target), t(LABELS[target])))}
    </>
  );
}
