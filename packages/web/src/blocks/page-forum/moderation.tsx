import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useId, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../components/button.tsx';
import { FIELD_SX } from '../../components/light-text-field.tsx';
import { dataProvider } from '../../lib/data-layer/data-provider.ts';
import { dataKeys } from '../../lib/data-layer/query-keys.ts';
import { useLocale } from '../../lib/i18n/i18n.ts';
import { toast } from '../../lib/ui-store.ts';
import { useForumWrites } from './forum-api.ts';
import { categoryTree } from './forum-model.ts';
import type { ForumCategory, ForumSubject } from './forum-model.ts';

/**
 * What a moderator (an administrator) does with a subject on its screen: pin it on the forum's home
 * or in its category, unpin it, and move it to another category. In a chunk of its own: only
 * administrators download it.
 */
export function ModerationPanel({ subject }: { subject: ForumSubject }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const writes = useForumWrites();
  const moveId = useId();
  const [target, setTarget] = useState('');
  const categories = useQuery({
    queryKey: dataKeys.list('forum-categories', { page: { number: 1, size: 100 } }, locale),
    queryFn: ({ signal }) => dataProvider.getList<ForumCategory>('forum-categories', { page: { number: 1, size: 100 }, sort: [{ field: 'position', order: 'asc' }] }, { signal, locale }),
  });
  const pin = async (field: 'pinnedOnHomeAt' | 'pinnedOnCategoryAt', on: boolean, done: string) => {
    await writes.moderate.mutateAsync({ id: subject.id, attributes: { [field]: on ? new Date().toISOString() : null } });
    toast(t(done));
  };
  const move = async (event: FormEvent) => {
    event.preventDefault();
    if (!target || target === subject.category?.id) return;
    await writes.moderate.mutateAsync({ id: subject.id, category: target });
    const name = categories.data?.data.find((category) => category.id === target)?.name ?? '';
    setTarget('');
    toast(t('forum.moved', { category: name }));
  };
  const busy = writes.moderate.isPending;
  return (
    <Box component="section" aria-labelledby={`${moveId}-heading`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, my: 2 }}>
      <Typography id={`${moveId}-heading`} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('forum.moderation')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1 }}>
        <Button variant="outlined" size="small" disabled={busy} aria-pressed={!!subject.pinnedOnHomeAt} onClick={() => void pin('pinnedOnHomeAt', !subject.pinnedOnHomeAt, subject.pinnedOnHomeAt ? 'forum.unpinnedFromHome' : 'forum.pinnedToHome')}>
          {t('forum.pinOnHome')}
        </Button>
        <Button variant="outlined" size="small" disabled={busy} aria-pressed={!!subject.pinnedOnCategoryAt} onClick={() => void pin('pinnedOnCategoryAt', !subject.pinnedOnCategoryAt, subject.pinnedOnCategoryAt ? 'forum.unpinnedFromCategory' : 'forum.pinnedToCategory')}>
          {t('forum.pinInCategory')}
        </Button>
      </Box>
      <Box component="form" onSubmit={(event) => void move(event)} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-end' }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Box component="label" htmlFor={moveId} sx={{ typography: 'body2', fontWeight: 500 }}>
            {t('forum.moveTo')}
          </Box>
          <Box component="select" id={moveId} value={target} onChange={(event: ChangeEvent<HTMLSelectElement>) => setTarget(event.target.value)} sx={FIELD_SX}>
            <option value="">{t('forum.chooseACategory')}</option>
            {categoryTree(categories.data?.data ?? []).map(({ category, children }) =>
              children.length > 0 ? (
                <optgroup key={category.id} label={category.name}>
                  {children.map((child) => (
                    <option key={child.id} value={child.id} disabled={child.id === subject.category?.id}>
                      {child.name}
                    </option>
                  ))}
                </optgroup>
              ) : (
                <option key={category.id} value={category.id} disabled={category.id === subject.category?.id}>
                  {category.name}
                </option>
              ),
            )}
          </Box>
        </Box>
        <Button type="submit" variant="outlined" size="small" disabled={busy || !target}>
          {t('forum.move')}
        </Button>
      </Box>
    </Box>
  );
}
