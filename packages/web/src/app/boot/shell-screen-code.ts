import { shellScreenAt } from '@relais/domain';
import { organizationScreen } from '../../features/organizations/routes.tsx';

/** The code of each shell screen the server draws (domain `SHELL_SCREENS`), by its pattern. */
const SHELL_SCREEN_CODE: Readonly<Record<string, () => Promise<void>>> = {
  '/organizations/:id': organizationScreen.preload,
};

/** Fetches the code of the shell screen at `path`, if the server draws one there, so that it hydrates in one go. */
export const preloadShellScreenAt = (path: string): Promise<void> => {
  const found = shellScreenAt(path);
  return (found && SHELL_SCREEN_CODE[found.screen.pattern]?.().catch(() => undefined)) || Promise.resolve();
};
