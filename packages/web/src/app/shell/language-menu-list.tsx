import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { languageName } from './language-name.ts';

export interface LanguageMenuListProps {
  id: string;
  labelledBy: string;
  anchor: HTMLElement | null;
  locales: string[];
  current: string;
  onChoose: (locale: string) => void;
  onClose: () => void;
}

/** The open language menu, loaded on first use; each language is named in itself, with its `lang`. */
export function LanguageMenuList({ id, labelledBy, anchor, locales, current, onChoose, onClose }: LanguageMenuListProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose} slotProps={{ list: { 'aria-labelledby': labelledBy } }}>
      {locales.map((code) => (
        <MenuItem key={code} lang={code} role="menuitemradio" aria-checked={code === current} selected={code === current} onClick={() => onChoose(code)} sx={{ minHeight: 44 }}>
          {languageName(code)}
        </MenuItem>
      ))}
    </Menu>
  );
}
