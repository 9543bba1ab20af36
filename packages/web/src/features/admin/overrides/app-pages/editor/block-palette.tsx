import { useTranslation } from '../../../../../lib/i18n/i18n.ts';
import { memo } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { BLOCK_DECLARATIONS, BLOCK_NAMES, BLOCK_TYPES } from '@relais/domain';
import type { BlockName, FeatureFlag } from '@relais/domain';
import { BlockSketch } from './block-sketch.tsx';
import { blockLabel } from './block-labels.ts';

/** The block types an editor may add: those whose feature is on in this environment. */
export const availableBlocks = (
  features: Readonly<Partial<Record<FeatureFlag, boolean>>>,
  catalogue: Readonly<Partial<Record<BlockName, { feature: FeatureFlag | null }>>> = BLOCK_TYPES,
): BlockName[] =>
  BLOCK_NAMES.filter((name) => {
    const feature = catalogue[name]?.feature ?? null;
    return feature === null || features[feature] === true;
  });

/** One button per available block type: its sketch, name and description; it adds the block at the end. */
export const BlockPalette = memo(function BlockPalette({ names, onAdd }: { names: readonly BlockName[]; onAdd(name: BlockName): void }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 1 }}>
      {names.map((name) => (
        <li key={name}>
          <ButtonBase
            onClick={() => onAdd(name)}
            sx={{ width: '100%', height: '100%', justifyContent: 'flex-start', textAlign: 'left', gap: 1.5, p: 1, border: 1, borderColor: 'divider', borderRadius: 1, '&:hover': { bgcolor: 'action.hover' }, '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
          >
            <BlockSketch name={name} />
            <Box component="span">
              <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                {t('pageEditor.add', { block: blockLabel(t, name) })}
              </Typography>
              <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                {t(`pageEditor.${name}Description`, { defaultValue: BLOCK_DECLARATIONS[name].description })}
              </Typography>
            </Box>
          </ButtonBase>
        </li>
      ))}
    </Box>
  );
});
