import type { EngineContext } from '../../jsonapi/context.ts';
import { createResource } from '../../operations/index.ts';
import { createThrough, withTranslations } from '../operations.ts';
import type { Bilingual } from '../operations.ts';

/** A theme or resource type with a readable id (the lists' `other` rows come with the schema). */
async function createListed(ctx: EngineContext, type: string, id: string, name: Bilingual) {
  await createResource(ctx, { type, document: { data: { type, id, attributes: withTranslations({}, { name }) } } });
}

const yesterday = () => new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();

/**
 * A little of the training areas, in English and French, through the operations: a theme and a
 * resource type, a published resource with a review and a request building on it, and a training
 * with its lists and one session at its own address.
 */
export async function seedDemoTraining(ctx: EngineContext, organizationId: string): Promise<void> {
  await createListed(ctx, 'training-resource-themes', 'communication', { en: 'Communication', fr: 'Communication' });
  await createListed(ctx, 'training-resource-types', 'video', { en: 'Video', fr: 'Vidéo' });
  const resourceId = await createThrough(
    ctx,
    'training-resources',
    withTranslations(
      { publishedAt: yesterday(), licenseId: 'CC-BY-SA-4.0' },
      {
        title: { en: 'Modelling on a communication board', fr: 'La modélisation sur un tableau de communication' },
        description: { en: '<p>A ten-minute video: point to the symbols as you speak.</p>', fr: '<p>Une vidéo de dix minutes : pointez les symboles en parlant.</p>' },
      },
    ),
    { resourceType: ['training-resource-types', 'video'], themes: ['training-resource-themes', ['communication']], organization: ['organizations', organizationId] },
  );
  await createThrough(ctx, 'training-resource-reviews', { objective: 'project', recipientsCount: 8, reviewRating: 5, reviewComment: 'Clear and short.' }, { resource: ['training-resources', resourceId] });
  await createThrough(
    ctx,
    'training-resource-requests',
    withTranslations({ publishedAt: yesterday() }, { title: { en: 'The same for eye-gaze users', fr: 'La même chose pour le contrôle oculaire' } }),
    { themes: ['training-resource-themes', ['communication']], extendedResources: ['training-resources', [resourceId]] },
  );

  const list = (type: string, name: Bilingual) => createThrough(ctx, type, withTranslations({}, { name }));
  const trainingId = await createThrough(
    ctx,
    'trainings',
    withTranslations({}, { title: { en: 'Starting with eye gaze', fr: 'Débuter avec le contrôle oculaire' }, duration: { en: '2 days', fr: '2 jours' } }),
    {
      category: ['training-categories', await list('training-categories', { en: 'Access', fr: 'Accès' })],
      level: ['training-levels', await list('training-levels', { en: 'Beginner', fr: 'Débutant' })],
      trainingType: ['training-types', await list('training-types', { en: 'Workshop', fr: 'Atelier' })],
    },
  );
  const addressId = await createThrough(ctx, 'addresses', { fullName: 'Training centre', line1: '3 rue des Écoles', postalCode: '69003', city: 'Lyon' });
  await createThrough(ctx, 'training-sessions', { startAt: '2030-03-02T08:00:00.000Z', endAt: '2030-03-03T16:00:00.000Z' }, { training: ['trainings', trainingId], address: ['addresses', addressId] });
}
