import Box from '@mui/material/Box';
import { Button } from '../../components/button.tsx';
import Typography from '@mui/material/Typography';
import { CommentThread, ItemHistory, InteractionBar } from '../../components/interactions/index.ts';
import { InLanguageText } from '../../components/in-language.tsx';
import { Container } from '../../components/container.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useLocale, useTranslation } from '../../lib/i18n/i18n.ts';
import { fallbackLocaleOf } from '../../lib/jsonapi.ts';
import type { BlockProps } from '../block-types.ts';
import { BlockHeading } from '../shared/block-heading.tsx';
import { RichText } from '../shared/rich-text.tsx';
import { eventsOf } from './calendar-events.ts';
import { formatWhen, useReaderTimeZone } from './calendar-time.ts';

type EventProps = Extract<BlockProps<'pageCalendar'>, { screen: '/:id' }>;

/** "Add to my calendar": the event as an iCalendar file (a download, not a screen of the app). */
export const icsPath = (id: string) => `/api/v1/services/calendar-events/${encodeURIComponent(id)}/ics`;

const DETAILS_SX = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0, mb: 3, '& dt': { fontWeight: 700 }, '& dd': { m: 0 } } as const;

/**
 * One event: its title as the document title and h1, when (in the reader's zone, named), where (with
 * a map search for a real place), its description and link, "add to my calendar", then the shared
 * interactions the kind takes (like, share, report, remind; comments).
 */
export function CalendarEventScreen({ data, page }: EventProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const timeZone = useReaderTimeZone();
  const [event] = eventsOf(data.event);
  // The screen names itself: "{site} - {event}", and "{event} has loaded" for screen readers.
  useDocumentTitle(event?.title ?? null, false, event?.description ?? null);
  if (!event) return null;
  const target = { type: 'calendar-events', id: event.id };
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Box component="article">
        <Button component={SmartLink} href={page.path} sx={{ mb: 2 }}>
          {t('calendar.backToCalendar')}
        </Button>
        <BlockHeading level={1} variant="h3" sx={{ fontWeight: 700, mb: 2 }}>
          <InLanguageText locale={fallbackLocaleOf(event, 'title')} isMarked>
            {event.title}
          </InLanguageText>
        </BlockHeading>
        {event.authorName && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: -1, mb: 2 }}>
            {t('calendar.byAuthor', { author: event.authorName })}
          </Typography>
        )}
        <Box component="dl" sx={DETAILS_SX}>
          <dt>{t('calendar.when')}</dt>
          <dd>
            {formatWhen(new Date(event.startAt), event.endAt ? new Date(event.endAt) : null, locale, timeZone)}
            <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
              {t('calendar.timesIn', { zone: timeZone })}
            </Typography>
          </dd>
          {event.location && (
            <>
              <dt>{t('calendar.where')}</dt>
              <dd>
                {event.location}
                {!event.isRealLocation && ` (${t('calendar.online')})`}
                {event.mapsUrl && (
                  <>
                    {' · '}
                    <SmartLink href={event.mapsUrl} isBlank>
                      {t('calendar.onMap')}
                    </SmartLink>
                  </>
                )}
              </dd>
            </>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 3 }}>
          {/* A download: a plain link, not the router's. */}
          <Button component="a" href={icsPath(event.id)} download variant="contained">
            {t('calendar.addToMyCalendar')}
          </Button>
          {event.externalUrl && (
            <Button component={SmartLink} href={event.externalUrl} isBlank variant="outlined">
              {t('calendar.moreInformation')}
            </Button>
          )}
        </Box>
        {event.description && (
          <Box lang={fallbackLocaleOf(event, 'description')}>
            <RichText html={event.description} />
          </Box>
        )}
        {/* The shared interactions: like, share, report, reminder, then the comments. */}
        <Box sx={{ mt: 4 }}>
          <InteractionBar target={target} title={event.title} likesCount={event.likesCount ?? 0} />
        </Box>
        <Box sx={{ mt: 4 }}>
          <ItemHistory target={target} />
          <CommentThread target={target} item={{ hasComments: event.hasComments ?? true, publishedAt: event.publishedAt ?? null }} headingLevel={2} />
        </Box>
      </Box>
    </Container>
  );
}
