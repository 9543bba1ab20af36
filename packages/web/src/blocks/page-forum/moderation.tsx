import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useId, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { richTextToPlain, truncateText } from '@relais/domain';
import { Button } from '../../components/button.tsx';
import { LightSelect } from '../../components/light-text-field.tsx';
import { dataProvider } from '../../lib/data-layer/data-provider.ts';
import { dataKeys, invalidateKinds } from '../../lib/data-layer/query-keys.ts';
import { useLocale } from '../../lib/i18n/i18n.ts';
import { toast } from '../../lib/ui-store.ts';
import { useForumWrites } from './forum-api.ts';
import { CategoryOptions } from './category-options.tsx';
import type { ForumCategory, ForumMessage, ForumSubject } from './forum-model.ts';

/**
 * What a moderator (an administrator) does with a subject on its screen: pin it on the forum's home
 * or in its category, unpin it, move it to another category, and close the reports made about it and
 * the messages on screen. In a chunk of its own: only administrators download it.
 */
export function ModerationPanel({ subject, messages }: { subject: ForumSubject; messages: readonly ForumMessage[] }) {
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
      {subject.deletedAt && (
        <Box sx={{ my: 1 }}>
          <Button
            variant="contained"
            size="small"
            disabled={writes.restore.isPending}
            onClick={() => void writes.restore.mutateAsync({ type: 'forum-subjects', id: subject.id }).then(() => toast(t('forum.subjectRestored')))}
          >
            {t('forum.restoreSubject')}
          </Button>
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1 }}>
        <Button variant="outlined" size="small" disabled={busy} aria-pressed={!!subject.pinnedOnHomeAt} onClick={() => void pin('pinnedOnHomeAt', !subject.pinnedOnHomeAt, subject.pinnedOnHomeAt ? 'forum.unpinnedFromHome' : 'forum.pinnedToHome')}>
          {t('forum.pinOnHome')}
        </Button>
        <Button variant="outlined" size="small" disabled={busy} aria-pressed={!!subject.pinnedOnCategoryAt} onClick={() => void pin('pinnedOnCategoryAt', !subject.pinnedOnCategoryAt, subject.pinnedOnCategoryAt ? 'forum.unpinnedFromCategory' : 'forum.pinnedToCategory')}>
          {t('forum.pinInCategory')}
        </Button>
      </Box>
      <Box component="form" onSubmit={(event) => void move(event)} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-end' }}>
        <LightSelect label={t('forum.moveTo')} value={target} onChange={(event: ChangeEvent<HTMLSelectElement>) => setTarget(event.target.value)} sx={{ flex: '0 1 320px' }}>
          <option value="">{t('forum.chooseACategory')}</option>
          <CategoryOptions categories={categories.data?.data ?? []} disabledId={subject.category?.id} />
        </LightSelect>
        <Button type="submit" variant="outlined" size="small" disabled={busy || !target}>
          {t('forum.move')}
        </Button>
      </Box>
      <SubjectReports subject={subject} messages={messages} />
      <TrashedMessages subject={subject} />
    </Box>
  );
}

/** The subject's messages in the trash, each restored by a moderator. */
function TrashedMessages({ subject }: { subject: ForumSubject }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const writes = useForumWrites();
  const headingId = useId();
  const params = { page: { number: 1, size: 100 }, filter: { subject: subject.id }, trashed: 'only' as const, fields: { 'forum-subject-messages': ['content', 'createdAt', 'authorName', 'deletedAt'] } };
  const trashed = useQuery({
    queryKey: dataKeys.list('forum-subject-messages', params, locale),
    queryFn: ({ signal }) => dataProvider.getList<ForumMessage>('forum-subject-messages', params, { signal, locale }),
  });
  const list = trashed.data?.data ?? [];
  if (list.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {t('forum.trashedMessages')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {list.map((message) => {
          const author = message.authorName ?? t('forum.anonymous');
          return (
            <Box component="li" key={message.id} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="body2" sx={{ flex: '1 1 240px', overflowWrap: 'anywhere' }}>
                <strong>{author}</strong> · {truncateText(richTextToPlain(message.content ?? ''), 140)}
              </Typography>
              <Button
                variant="outlined"
                size="small"
                disabled={writes.restore.isPending}
                aria-label={t('forum.restoreMessageOf', { author })}
                onClick={() => void writes.restore.mutateAsync({ type: 'forum-subject-messages', id: message.id }).then(() => toast(t('forum.messageRestored')))}
              >
                {t('forum.restore')}
              </Button>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

interface Report {
  id: string;
  reason: string;
  details: string | null;
  reportable?: { type: string; id: string } | null;
}

const REPORT_REASONS = new Set(['spam', 'harassment', 'inappropriate', 'misinformation', 'other']);

/**
 * The reports about the subject and the messages on screen, each closed (deleted: a report has no
 * other state) by a moderator who has dealt with it; the back office's reports screen lists them all.
 */
function SubjectReports({ subject, messages }: { subject: ForumSubject; messages: readonly ForumMessage[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const headingId = useId();
  const targets = [`forum-subjects:${subject.id}`, ...messages.map((message) => `forum-subject-messages:${message.id}`)].join(',');
  const params = { page: { number: 1, size: 100 }, filter: { reportable: targets }, fields: { reports: ['reason', 'details', 'reportable'] } };
  const reports = useQuery({
    queryKey: dataKeys.list('reports', params, locale),
    queryFn: ({ signal }) => dataProvider.getList<Report>('reports', params, { signal, locale }),
  });
  const close = useMutation({
    mutationFn: (id: string) => dataProvider.delete('reports', id),
    onSuccess: () => invalidateKinds(queryClient, ['reports']),
  });
  const byId = new Map(messages.map((message) => [message.id, message]));
  const aboutOf = (report: Report) => {
    if (report.reportable?.type !== 'forum-subject-messages') return t('forum.reportAboutSubject');
    const author = byId.get(report.reportable.id)?.authorName;
    return author ? t('forum.reportAboutMessageOf', { author }) : t('forum.reportAboutMessage');
  };
  const list = reports.data?.data ?? [];
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {t('forum.reports')}
      </Typography>
      {reports.isSuccess && list.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('forum.noReports')}
        </Typography>
      )}
      {list.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {list.map((report) => (
            <Box component="li" key={report.id} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="body2" sx={{ flex: '1 1 240px', overflowWrap: 'anywhere' }}>
                <strong>{REPORT_REASONS.has(report.reason) ? t(`interactions.reason_${report.reason}`) : report.reason}</strong> · {aboutOf(report)}
                {report.details ? ` · ${report.details}` : ''}
              </Typography>
              <Button
                variant="outlined"
                size="small"
                disabled={close.isPending}
                aria-label={t('forum.closeReportOf', { reason: REPORT_REASONS.has(report.reason) ? t(`interactions.reason_${report.reason}`) : report.reason, about: aboutOf(report) })}
                onClick={() =>
                  void close.mutateAsync(report.id).then(() => {
                    toast(t('forum.reportClosed'));
                  })
                }
              >
                {t('forum.closeReport')}
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
