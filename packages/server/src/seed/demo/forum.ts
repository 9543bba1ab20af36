import type { EngineContext } from '../../jsonapi/context.ts';
import { createThrough, withTranslations } from '../operations.ts';
import type { Bilingual } from '../operations.ts';

interface DemoSubject {
  title: Bilingual;
  messages: Bilingual[];
}

const SUBJECTS: DemoSubject[] = [
  {
    title: { en: 'Which switch for a first scanning setup?', fr: 'Quel contacteur pour un premier défilement ?' },
    messages: [
      { en: '<p>We are setting up scanning for a young user. Which switch would you start with?</p>', fr: '<p>Nous mettons en place le défilement pour un jeune utilisateur. Par quel contacteur commenceriez-vous ?</p>' },
      { en: '<p>A large button switch, placed where the movement is most reliable.</p>', fr: '<p>Un gros contacteur bouton, placé là où le mouvement est le plus fiable.</p>' },
    ],
  },
  {
    title: { en: 'Sharing communication boards between devices', fr: 'Partager des grilles de communication entre appareils' },
    messages: [{ en: '<p>How do you keep the same boards on a tablet and a computer?</p>', fr: '<p>Comment gardez-vous les mêmes grilles sur une tablette et un ordinateur ?</p>' }],
  },
];

/**
 * A forum category with two subjects and their messages in English and French, a like and a
 * comment, written through the operations: the hooks keep the counters and the history.
 */
export async function seedDemoForum(ctx: EngineContext): Promise<void> {
  const categoryId = await createThrough(
    ctx,
    'forum-categories',
    withTranslations({ position: 0 }, { name: { en: 'Access and switches', fr: 'Accès et contacteurs' }, shortDescription: { en: 'Switches, scanning and pointing.', fr: 'Contacteurs, défilement et pointage.' } }),
  );
  const subjectIds: string[] = [];
  for (const subject of SUBJECTS) {
    const subjectId = await createThrough(ctx, 'forum-subjects', withTranslations({}, { title: subject.title }), { category: ['forum-categories', categoryId] });
    subjectIds.push(subjectId);
    for (const content of subject.messages) await createThrough(ctx, 'forum-subject-messages', withTranslations({}, { content }), { subject: ['forum-subjects', subjectId] });
  }
  const [first] = subjectIds as [string];
  await createThrough(ctx, 'likes', {}, { likable: ['forum-subjects', first] });
  await createThrough(ctx, 'comments', withTranslations({}, { content: { en: '<p>Thank you, very useful.</p>', fr: '<p>Merci, très utile.</p>' } }), { commentable: ['forum-subjects', first] });
}
