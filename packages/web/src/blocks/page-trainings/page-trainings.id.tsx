import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Button } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { InLanguageText } from '../../components/in-language.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useLocale, useTranslation } from '../../lib/i18n/i18n.ts';
import { fallbackLocaleOf } from '../../lib/jsonapi.ts';
import { formatMoment, useReaderTimeZone } from '../../lib/reader-time.ts';
import type { BlockProps } from '../block-types.ts';
import { BlockHeading } from '../shared/block-heading.tsx';
import { RichText } from '../shared/rich-text.tsx';
import { recordsOf } from '../page-training-resources-search/training-model.ts';
import { TrainingFacts } from './training-card.tsx';
import type { Training, TrainingSession } from './training-card.tsx';
import { SessionInterest } from './session-interest.tsx';

type TrainingProps = Extract<BlockProps<'pageTrainings'>, { screen: '/:id' }>;

const placeOf = (session: TrainingSession) => {
  const address = session.address;
  if (!address) return null;
  return [address.organization || address.fullName, address.line1, address.line2, [address.postalCode, address.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
};

/**
 * One training (spec, issue 25 item 4): its title as the document title and h1, its category,
 * level, type and duration, its description, and its sessions in date order, each with its dates,
 * its place and the member's way to register interest.
 */
export function TrainingScreen({ data, page }: TrainingProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const zone = useReaderTimeZone();
  const [training] = recordsOf<Training>(data.training);
  useDocumentTitle(training?.title ?? null, false, training?.shortDescription || training?.description || null);
  if (!training) return null;
  const sessions = [...(training.sessions ?? [])].sort((a, b) => a.startAt.localeCompare(b.startAt));
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Box component="article">
        <Button component={SmartLink} href={page.path} sx={{ mb: 2 }}>
          {t('trainings.backToList')}
        </Button>
        <BlockHeading level={1} variant="h3" sx={{ fontWeight: 700, mb: 1 }}>
          <InLanguageText locale={fallbackLocaleOf(training, 'title')} isMarked>
            {training.title}
          </InLanguageText>
        </BlockHeading>
        <TrainingFacts training={training} />
        {training.shortDescription && (
          <Typography sx={{ mt: 2, fontWeight: 500 }} lang={fallbackLocaleOf(training, 'shortDescription')}>
            {training.shortDescription}
          </Typography>
        )}
        {training.description && (
          <Box lang={fallbackLocaleOf(training, 'description')} sx={{ mt: 2 }}>
            <RichText html={training.description} />
          </Box>
        )}
        {training.externalUrl && (
          <Button component={SmartLink} href={training.externalUrl} isBlank variant="outlined" sx={{ mt: 2 }}>
            {t('trainings.moreInformation')}
          </Button>
        )}
        <Box component="section" sx={{ mt: 4 }}>
          <BlockHeading level={2} variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
            {t('trainings.sessions')}
          </BlockHeading>
          {sessions.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>{t('trainings.noSessions')}</Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
              {sessions.map((session) => {
                const place = placeOf(session);
                const when = session.endAt
                  ? t('trainings.sessionDates', { start: formatMoment(session.startAt, locale, zone), end: formatMoment(session.endAt, locale, zone) })
                  : formatMoment(session.startAt, locale, zone);
                return (
                  <Box component="li" key={session.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
                    <BlockHeading level={3} variant="h6" sx={{ fontWeight: 700 }}>
                      {when}
                    </BlockHeading>
                    <Typography variant="body2" sx={{ mb: 1 }}>
                      {place ? t('trainings.place', { place }) : t('trainings.noPlace')}
                    </Typography>
                    <SessionInterest session={session} when={when} />
                  </Box>
                );
              })}
            </Box>
          )}
        </Box>
      </Box>
    </Container>
  );
}
