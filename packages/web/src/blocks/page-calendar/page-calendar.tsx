import Box from '@mui/material/Box';
import { Container } from '../../components/container.tsx';
import { calendarScreens } from '@relais/domain';
import type { BlockProps } from '../block-types.ts';
import { lazyScreen } from '../screen-data/lazy-screen.tsx';
import { withScreenData } from '../screen-data/with-screen-data.tsx';

type Props = BlockProps<'pageCalendar'>;

// The views and an event's screen (with its interactions) each in a chunk of its own: a page
// downloads only the screen it shows (the server preloads it, the boot awaits it before hydrating).
const views = lazyScreen(() => import('./page-calendar.main.tsx').then((m) => m.CalendarMain));
const eventScreen = lazyScreen(() => import('./page-calendar.id.tsx').then((m) => m.CalendarEventScreen));

/** The calendar block's screens with their data: its views on the page, and at `{page}/:id` one event. */
export function Calendar(blockProps: Props) {
  return blockProps.screen === '/:id' ? <eventScreen.Screen {...blockProps} /> : <views.Screen {...blockProps} />;
}

/** While the calendar first loads: its heading's and toolbar's room, and a month's height. */
function CalendarPlaceholder() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Box sx={{ height: 48, mb: 1 }} />
      <Box sx={{ height: 40, mb: 2 }} />
      <Box sx={{ height: 32, mb: 3 }} />
      <Box aria-hidden sx={{ height: 6 * 96 + 32, bgcolor: 'action.hover', borderRadius: 1 }} />
    </Container>
  );
}

/** The calendar block as the page renders it: it reads its screen's data first. */
export const PageCalendar = withScreenData('pageCalendar', calendarScreens, Calendar, CalendarPlaceholder, { main: views.preload, '/:id': eventScreen.preload });
