import { useTranslation } from '../../lib/i18n/i18n.ts';
import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { formatDate } from '../../lib/format.ts';
import { toast } from '../../lib/ui-store.ts';
import type { BlockProps } from '../block-types.ts';
import { BlockHeading } from '../shared/block-heading.tsx';
import { ReviewForm } from './review-form.tsx';
import type { ReviewValues } from './review-form.tsx';
import { useReviewWrites } from './review-section.tsx';
import { itemPath, recordsOf } from './training-model.ts';
import type { TrainingReview } from './training-model.ts';

const ConfirmDialog = lazy(() => import('../../components/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })));

type ReviewProps = Extract<BlockProps<'pageTrainingResourcesSearch'>, { screen: '/reviews/:review' }>;

const valuesOf = (review: TrainingReview): ReviewValues => ({
  objective: review.objective,
  objectiveComment: review.objectiveComment ?? '',
  recipientsCount: review.recipientsCount == null ? '' : String(review.recipientsCount),
  reviewRating: review.reviewRating == null ? '' : String(review.reviewRating),
  reviewComment: review.reviewComment ?? '',
  file: review.file?.id ?? '',
});

/**
 * One review (its writer's and the administrators'): why the resource was used, for how many, the
 * rating and comment, the file; its writer changes it or deletes it (after a question).
 */
export function ReviewScreen({ data, page }: ReviewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [review] = recordsOf<TrainingReview>(data.review);
  const resourceTitle = review?.resource?.title ?? '';
  const title = review ? t('trainingResources.reviewOf', { title: resourceTitle }) : null;
  useDocumentTitle(title);
  const { update, remove, refresh } = useReviewWrites();
  const [isEditing, setIsEditing] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  if (!review) return null;
  const resourcePath = review.resource ? itemPath(page.path, review.resource.id) : page.path;
  const facts = [
    [t('trainingResources.fieldObjective'), t(`trainingResources.objective_${review.objective}`)],
    [t('trainingResources.fieldObjectiveComment'), review.objectiveComment],
    [t('trainingResources.fieldRecipientsCount'), review.recipientsCount == null ? null : String(review.recipientsCount)],
    [t('trainingResources.fieldRating'), review.reviewRating == null ? null : t('trainingResources.ratingOption', { rating: review.reviewRating, max: 5 })],
    [t('trainingResources.fieldComment'), review.reviewComment],
    [t('trainingResources.reviewedOn'), review.reviewedAt ? formatDate(review.reviewedAt) : null],
  ].filter((fact): fact is [string, string] => typeof fact[1] === 'string' && fact[1] !== '');
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Button component={SmartLink} href={resourcePath} sx={{ mb: 2 }}>
        {t('trainingResources.backToResource')}
      </Button>
      <BlockHeading level={1} variant="h3" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </BlockHeading>
      {isEditing ? (
        <ReviewForm
          defaults={valuesOf(review)}
          submitLabel={t('trainingResources.saveReview')}
          onCancel={() => setIsEditing(false)}
          onSend={async (values) => {
            await update.mutateAsync({ id: review.id, values });
            setIsEditing(false);
            toast(t('trainingResources.reviewSaved'));
          }}
        />
      ) : (
        <>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1 }}>
            {facts.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ fontWeight: 700 }}>
                  {label}
                </Box>
                <Box component="dd" sx={{ m: 0, whiteSpace: 'pre-line' }}>
                  {value}
                </Box>
              </Box>
            ))}
          </Box>
          {review.file?.url && (
            <Typography sx={{ mt: 2 }}>
              <SmartLink href={review.file.url}>{t('trainingResources.reviewFile', { name: review.file.originalName || review.file.name || '' })}</SmartLink>
            </Typography>
          )}
          <Box sx={{ display: 'flex', gap: 1, mt: 3, flexWrap: 'wrap' }}>
            {review.canEdit && (
              <Button variant="contained" onClick={() => setIsEditing(true)}>
                {t('trainingResources.editReview')}
              </Button>
            )}
            {review.canDelete && (
              <Button color="error" onClick={() => setIsDeleting(true)}>
                {t('trainingResources.deleteReview')}
              </Button>
            )}
          </Box>
        </>
      )}
      {isDeleting && (
        <Suspense fallback={null}>
          <ConfirmDialog
            isOpen
            title={t('trainingResources.deleteReviewTitle')}
            message={t('trainingResources.deleteReviewMessage')}
            confirmLabel={t('trainingResources.deleteReview')}
            isDangerous
            isBusy={remove.isPending}
            onCancel={() => setIsDeleting(false)}
            onConfirm={() =>
              void remove.mutateAsync(review.id).then(async () => {
                await navigate(resourcePath);
                toast(t('trainingResources.reviewDeleted'));
                await refresh();
              })
            }
          />
        </Suspense>
      )}
    </Container>
  );
}
