import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/ui-store.ts';
import type { BlockProps } from '../block-types.ts';
import { useForumWrites } from './forum-api.ts';
import { ForumFormScreen } from './forum-form-screen.tsx';
import { forumPaths, recordOf, recordsOf } from './forum-model.ts';
import type { ForumCategory, ForumSubject, ForumTag } from './forum-model.ts';
import { SubjectForm } from './subject-form.tsx';

type UpdateProps = Extract<BlockProps<'pageForum'>, { screen: '/:id/update' }>;

/** A subject's title, category and tags (its author or a moderator: the server's `canEdit`). */
export function ForumUpdateScreen({ data, page }: UpdateProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const writes = useForumWrites();
  const subject = recordOf<ForumSubject>(data.subject);
  if (!subject) return null;
  return (
    <ForumFormScreen title={t('forum.editSubjectTitle', { title: subject.title })} backHref={forumPaths.subject(page.path, subject.id)} backLabel={t('forum.backToSubject')} isAllowed={subject.canEdit === true}>
      <SubjectForm
        categories={recordsOf<ForumCategory>(data.categories)}
        tags={recordsOf<ForumTag>(data.tags)}
        defaults={{ title: subject.title, category: subject.category?.id ?? '', tags: (subject.tags ?? []).map((tag) => tag.id) }}
        withMessage={false}
        submitLabel={t('forum.save')}
        onSend={async (values) => {
          await writes.updateSubject.mutateAsync({ id: subject.id, subject: { title: values.title, category: values.category, tags: values.tags } });
          toast(t('forum.subjectSaved'));
          void navigate(forumPaths.subject(page.path, subject.id));
        }}
      />
    </ForumFormScreen>
  );
}
