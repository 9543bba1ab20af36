import { createContext, useCallback, useContext, useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { visuallyHidden } from './visually-hidden.ts';

type Announce = (message: string) => void;

const AnnouncerContext = createContext<Announce>(() => undefined);

/**
 * One polite live region for the whole app. It is in the page from the start: screen readers only
 * read changes to a region they already know.
 */
export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  // The same text twice would be no change: clear first so a repeated announcement is read again.
  const announce = useCallback<Announce>((next) => {
    setMessage('');
    requestAnimationFrame(() => setMessage(next));
  }, []);
  return (
    <AnnouncerContext.Provider value={announce}>
      {children}
      <Box role="status" aria-live="polite" aria-atomic="true" sx={visuallyHidden} data-testid="announcer">
        {message}
      </Box>
    </AnnouncerContext.Provider>
  );
}

export const useAnnounce = () => useContext(AnnouncerContext);
