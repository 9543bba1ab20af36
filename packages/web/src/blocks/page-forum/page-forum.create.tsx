import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { useMember } from '../../components/interactions/use-member.ts';
import { toast } from '../../lib/ui-store.ts';
import type { BlockProps } from '../block-types.ts';
import { useForumWrites } from './forum-api.ts';
import { ForumFormScreen } from './forum-form-screen.tsx';
import { forumPaths, recordsOf } from './forum-model.ts';
import type { ForumCategory, ForumTag } from './forum-model.ts';
import { SubjectForm } from './subject-form.tsx';

type CreateProps = Extract<BlockProps<'pageForum'>, { screen: '/create' }>;

/** A new subject (signed-in members): its title, category, tags and first message, written together. */
export function ForumCreateScreen({ data, page }: CreateProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { isMember } = useMember();
  const writes = useForumWrites();
  const categories = recordsOf<ForumCategory>(data.categories);
  const chosen = searchParams.get('category') ?? '';
  const category = categories.some((candidate) => candidate.id === chosen && !candidate.isParent) ? chosen : '';
  return (
    <ForumFormScreen title={t('forum.newSubject')} backHref={forumPaths.home(page.path, category ? { category } : {})} backLabel={t('forum.backToForum')} isAllowed={isMember}>
      <SubjectForm
        categories={categories}
        tags={recordsOf<ForumTag>(data.tags)}
        defaults={{ title: '', category, tags: [], content: '', lang: '' }}
        withMessage
        submitLabel={t('forum.publishSubject')}
        onSend={async ({ content = '', lang = '', ...subject }) => {
          const id = await writes.createSubject.mutateAsync({ subject, message: { content, lang } });
          toast(t('forum.subjectCreated'));
          void navigate(forumPaths.subject(page.path, id));
        }}
      />
    </ForumFormScreen>
  );
}
