import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { SmartLink } from '../smart-link.tsx';
import { OpenInNewIcon } from '../../lib/icons.tsx';
import { byPosition, menuItemHref } from '../../lib/app-menu.ts';
import type { AppMenuItem } from '../../lib/app-menu.ts';
import { InLanguageText } from '../in-language.tsx';

export interface DropdownMenuProps {
  id: string;
  labelledBy: string;
  anchor: HTMLElement | null;
  items: AppMenuItem[];
  onClose: () => void;
}

/** Dropdowns are as wide as the smallest multiple of 250 px that holds their items (spec, platform §9). */
export const DROPDOWN_WIDTH_STEP = 250;
export const dropdownWidth = (contentWidth: number) => Math.max(1, Math.ceil(contentWidth / DROPDOWN_WIDTH_STEP)) * DROPDOWN_WIDTH_STEP;

/** Measures the paper at its natural width as it opens, then sets it to the step above. */
function fitToStep(paper: HTMLElement) {
  paper.style.width = 'max-content';
  paper.style.width = `${dropdownWidth(paper.scrollWidth)}px`;
}

/** The open part of a menu dropdown, loaded on first use (MUI's menu and modal weigh ~13 KB gzipped). */
export function DropdownMenu({ id, labelledBy, anchor, items, onClose }: DropdownMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': labelledBy }, transition: { onEnter: fitToStep } }}
    >
      {[...items].sort(byPosition).map((child) => (
        <MenuItem key={child.id} component={SmartLink} href={menuItemHref(child)} isBlank={child.blank} onClick={onClose} sx={{ minHeight: 44 }}>
          <InLanguageText locale={child.locale}>{child.name}</InLanguageText>
          {child.blank && <OpenInNewIcon fontSize="small" aria-hidden="true" sx={{ ml: 1 }} />}
        </MenuItem>
      ))}
    </Menu>
  );
}
