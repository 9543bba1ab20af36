import { createSvgIcon } from '@mui/material/utils';
import { isLocale, LOCALE_NAMES } from '@relais/domain';
import { hasRole } from '../../../../lib/session/session.ts';
import type { Session } from '../../../../lib/session/session.ts';
import { toast } from '../../../../lib/ui-store.ts';
import type { Model } from '../../../../lib/jsonapi.ts';
import { paths } from '../../../../paths.ts';
import { adminPaths } from '../../admin-paths.ts';
import type { RecordAction } from '../types.ts';
import { createPageDraft, discardPageDraft, publishPageDraft } from './api/page-drafts.ts';
import { isPublishable, isWholeDraft, PublishForm } from './publish-form.tsx';
import type { PublishChoice } from './publish-form.tsx';

const DraftIcon = createSvgIcon(<path d="M14 2H6c-1.1 0-2 .9-2 2v16c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V8zm-1 7V3.5L18.5 9zM8 17v-2.5l6-6 2.5 2.5-6 6z" />, 'Draft');
const PreviewIcon = createSvgIcon(<path d="M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17a5 5 0 1 1 0-10 5 5 0 0 1 0 10m0-8a3 3 0 1 0 0 6 3 3 0 0 0 0-6" />, 'Preview');
const PublishIcon = createSvgIcon(<path d="M5 4v2h14V4zm0 10h4v6h6v-6h4l-7-7z" />, 'Publish');
const DiscardIcon = createSvgIcon(<path d="M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z" />, 'Discard');

const isEditor = (session: Session) => hasRole(session, 'app_admin');
const isDraft = (record: Model) => record.isDraft === true;
const originalOf = (record: Model) => (record.draftOfPage as { id?: string } | null | undefined)?.id;
const languageList = (locales: readonly string[]) => locales.map((code) => (isLocale(code) ? LOCALE_NAMES[code] : code)).join(', ');

/**
 * A page's draft cycle: a published page gets a draft (opened in the page editor); a draft is
 * previewed as visitors would see it, published (all of it, or some languages) or discarded.
 */
export const PAGE_ACTIONS: readonly RecordAction[] = [
  {
    name: 'createDraft',
    label: (t) => t('admin.createDraft'),
    icon: <DraftIcon />,
    isAvailable: ({ record, session }) => isEditor(session) && record.isDraft === false,
    run: async ({ record, queryClient, navigate, t }) => {
      const draft = await createPageDraft(queryClient, record.id);
      toast(t(draft.isNew ? 'admin.draftCreated' : 'admin.draftExists'));
      navigate(adminPaths.pageEditor(draft.id));
      return false;
    },
  },
  {
    name: 'previewDraft',
    label: (t) => t('admin.previewDraft'),
    icon: <PreviewIcon />,
    isAvailable: ({ record, session }) => isEditor(session) && isDraft(record),
    run: async ({ record, navigate }) => {
      navigate(paths.admin.pagePreview(record.id));
      return false;
    },
  },
  {
    name: 'publishDraft',
    label: (t) => t('admin.publishDraft'),
    icon: <PublishIcon />,
    confirm: (t) => t('admin.confirmPublish'),
    form: { initial: () => null, isValid: isPublishable, Component: PublishForm },
    isAvailable: ({ record, session }) => isEditor(session) && isDraft(record) && !!originalOf(record),
    run: async ({ record, queryClient, navigate, input, t }) => {
      const choice = (input ?? null) as PublishChoice;
      const isWhole = isWholeDraft(choice);
      await publishPageDraft(queryClient, record.id, isWhole ? undefined : choice!.chosen);
      if (!isWhole) {
        toast(t('admin.languagesPublished', { languages: languageList(choice!.chosen) }));
        return false;
      }
      toast(t('admin.draftPublished'));
      navigate(adminPaths.resource('app-pages', 'show', originalOf(record)));
      return false;
    },
  },
  {
    name: 'discardDraft',
    label: (t) => t('admin.discardDraft'),
    icon: <DiscardIcon />,
    confirm: (t) => t('admin.confirmDiscardDraft'),
    isDangerous: true,
    isAvailable: ({ record, session }) => isEditor(session) && isDraft(record),
    run: async ({ record, queryClient, navigate, t }) => {
      const originalId = originalOf(record);
      await discardPageDraft(queryClient, record.id);
      toast(t('admin.draftDiscarded'));
      navigate(originalId ? adminPaths.resource('app-pages', 'show', originalId) : adminPaths.resource('app-pages'));
      return false;
    },
  },
];
