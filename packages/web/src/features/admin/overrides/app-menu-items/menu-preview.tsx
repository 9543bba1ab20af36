import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { SiteMenuBar } from '../../../../components/site-menu/site-menu-bar.tsx';
import { previewMenu } from './menu-state.ts';
import type { EntryNode, PreviewAudience } from './menu-state.ts';

const AUDIENCES: readonly PreviewAudience[] = ['visitor', 'member', 'admin'];
const AUDIENCE_KEYS = { visitor: 'menuEditor.audienceVisitor', member: 'menuEditor.audienceMember', admin: 'menuEditor.audienceAdmin' } as const;

/**
 * The top bar's menu as the public site would draw it from the tree on screen (the shell's own
 * component, fed the editor's data), for a visitor, a signed-in member or an administrator.
 */
export function MenuPreview({ tree }: { tree: EntryNode[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [audience, setAudience] = useState<PreviewAudience>('visitor');
  const items = previewMenu(tree, audience);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {t('menuEditor.previewTitle')}
      </Typography>
      <FormControl component="fieldset" sx={{ mb: 1 }}>
        <FormLabel component="legend">{t('menuEditor.previewAs')}</FormLabel>
        <RadioGroup row value={audience} onChange={(event) => setAudience(event.target.value as PreviewAudience)}>
          {AUDIENCES.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={t(AUDIENCE_KEYS[value])} />
          ))}
        </RadioGroup>
      </FormControl>
      {/* The top bar's band: the page's paper under a divider, as the shell draws it. */}
      <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 64, px: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper', borderRadius: 1 }}>
        {items.length ? <SiteMenuBar items={items} label={t('menuEditor.previewLabel')} /> : <Typography sx={{ color: 'text.secondary' }}>{t('menuEditor.previewEmpty')}</Typography>}
      </Box>
    </Box>
  );
}
