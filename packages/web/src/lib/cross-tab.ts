/**
 * Commands one tab sends to the others of the same site (spec, platform §4 "Cross-tab commands"):
 * sign-in, sign-out and a language change reload the other tabs; accessibility settings and the
 * theme are applied there; an environment update shows the refresh banner.
 */
export type CrossTabCommand = 'login' | 'logout' | 'locale' | 'accessibility' | 'darkTheme' | 'environment';

interface CrossTabMessage {
  command: CrossTabCommand;
  payload?: unknown;
}

const CHANNEL = 'relais';
type Handler = (payload: unknown) => void;

const handlers = new Map<CrossTabCommand, Set<Handler>>();
let channel: BroadcastChannel | null | undefined;

function open(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  channel?.addEventListener('message', (event: MessageEvent<CrossTabMessage>) => {
    const { command, payload } = event.data ?? {};
    if (command) for (const handler of handlers.get(command) ?? []) handler(payload);
  });
  return channel;
}

/** Tells the other tabs (never this one). */
export function broadcast(command: CrossTabCommand, payload?: unknown) {
  open()?.postMessage({ command, payload } satisfies CrossTabMessage);
}

/** Runs `handler` when another tab sends `command`; answers the function that stops listening. */
export function onCrossTab(command: CrossTabCommand, handler: Handler): () => void {
  open();
  const set = handlers.get(command) ?? new Set<Handler>();
  set.add(handler);
  handlers.set(command, set);
  return () => set.delete(handler);
}

/** Sign-in, sign-out and language changes elsewhere make this tab start again from the server. */
export function reloadOnSessionCommands(reload: () => void = () => window.location.reload()): () => void {
  const stops = (['login', 'logout', 'locale'] as const).map((command) => onCrossTab(command, reload));
  return () => stops.forEach((stop) => stop());
}
