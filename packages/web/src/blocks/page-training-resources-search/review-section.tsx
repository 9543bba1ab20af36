import { useTranslation } from '../../lib/i18n/i18n.ts';
import { lazy, Suspense, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Button } from '../../components/button.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { useMember } from '../../components/interactions/use-member.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { dataProvider } from '../../lib/data-layer/data-provider.ts';
import type { RelatedIds } from '../../lib/data-layer/data-provider.ts';
import { invalidateKinds, recordsKey } from '../../lib/data-layer/query-keys.ts';
import { toast } from '../../lib/ui-store.ts';
import { BlockHeading } from '../shared/block-heading.tsx';
import { RatingSummary } from './resource-card.tsx';
import { reviewAttributes } from './review-values.ts';
import type { ReviewValues } from './review-values.ts';
import { itemPath, recordsOf, TRAINING_KINDS } from './training-model.ts';
import type { TrainingResource, TrainingReview } from './training-model.ts';

/** The form and its field kit load when a member opens it: a visitor reading a resource never pays for them. */
const ReviewForm = lazy(() => import('./review-form.tsx').then((m) => ({ default: m.ReviewForm })));

const REVIEWS = '/api/v1/training-resource-reviews';

/** The member's own review of a resource (one per member and resource), or null. */
export function useOwnReview(resourceId: string, userId: string | null) {
  return useQuery({
    queryKey: recordsKey('training-resource-reviews', 'own', resourceId, userId),
    queryFn: ({ signal }) =>
      apiRequest<unknown>(`${REVIEWS}?filter[resource]=${encodeURIComponent(resourceId)}&filter[createdBy]=${encodeURIComponent(userId!)}&page[size]=1`, { signal }).then(
        (answer) => recordsOf<TrainingReview>(answer)[0] ?? null,
      ),
    enabled: userId !== null,
  });
}

/** The writes of reviews; each refreshes the resource's count and average and the lists. */
export function useReviewWrites() {
  const queryClient = useQueryClient();
  const onSuccess = () => invalidateKinds(queryClient, TRAINING_KINDS);
  const relationships = (values: ReviewValues): Record<string, RelatedIds> => (values.file ? { file: values.file } : {});
  const create = useMutation({
    mutationFn: ({ resourceId, values }: { resourceId: string; values: ReviewValues }) =>
      dataProvider.create<TrainingReview>('training-resource-reviews', { attributes: reviewAttributes(values), relationships: { resource: resourceId, ...relationships(values) } }, { resource: 'training-resources', file: 'files' }),
    onSuccess,
  });
  const update = useMutation({
    mutationFn: ({ id, values }: { id: string; values: ReviewValues }) =>
      dataProvider.update<TrainingReview>('training-resource-reviews', id, { attributes: reviewAttributes(values), relationships: relationships(values) }, { file: 'files' }),
    onSuccess,
  });
  // Refreshed by the caller once it has left the review's screen (its read would answer 404 first).
  const remove = useMutation({ mutationFn: (id: string) => dataProvider.delete('training-resource-reviews', id) });
  return { create, update, remove, refresh: onSuccess };
}

/**
 * A resource's reviews: their average rating and count (each review is its writer's: others see
 * only these), then for a member their own review (a link to it) or the form to write one, and for a
 * visitor the invitation to sign in.
 */
export function ReviewSection({ resource, pagePath }: { resource: TrainingResource; pagePath: string }) {
  const { t } = useTranslation();
  const member = useMember();
  const own = useOwnReview(resource.id, member.isMember ? member.userId : null);
  const { create } = useReviewWrites();
  const [isWriting, setIsWriting] = useState(false);
  return (
    <Box component="section" aria-labelledby="reviews-heading" sx={{ mt: 4 }}>
      <BlockHeading level={2} variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        <span id="reviews-heading">{t('trainingResources.reviews')}</span>
      </BlockHeading>
      <RatingSummary resource={resource} />
      <Box sx={{ mt: 2, minHeight: 40 }}>
        {!member.isMember ? (
          member.isVisitor &&
          member.canSignIn && (
            <Button component={SmartLink} href={member.signInHref} variant="outlined">
              {t('trainingResources.signInToReview')}
            </Button>
          )
        ) : own.data ? (
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography>{own.data.reviewRating ? t('trainingResources.yourRating', { rating: own.data.reviewRating }) : t('trainingResources.yourReview')}</Typography>
            <Button component={SmartLink} href={itemPath(pagePath, own.data.id, '/reviews')} variant="outlined">
              {t('trainingResources.openYourReview')}
            </Button>
          </Box>
        ) : own.isPending ? null : isWriting ? (
          <Suspense fallback={null}>
            <ReviewForm
              submitLabel={t('trainingResources.sendReview')}
              onCancel={() => setIsWriting(false)}
              onSend={async (values) => {
                await create.mutateAsync({ resourceId: resource.id, values });
                setIsWriting(false);
                toast(t('trainingResources.reviewSent'));
              }}
            />
          </Suspense>
        ) : (
          <Button variant="contained" onClick={() => setIsWriting(true)}>
            {t('trainingResources.writeReview')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
