/**
 * The first screen's answers the server put in the document (server: plugins/external/first-screen.ts),
 * so that a visitor's boot does not wait for its calls. Each is used once, by the same GET in the
 * same language; a later call (a refetch) goes to the server.
 */
import type { RenderedWith } from './server-rendered.ts';

export interface FirstScreen {
  locale: string;
  answers: Record<string, unknown>;
  /** Present when the server drew the first screen from these answers (src/entry-server.tsx). */
  rendered?: RenderedWith;
}

let firstScreen: FirstScreen | null | undefined;


function read(): FirstScreen | null {
  if (firstScreen !== undefined) return firstScreen;
  firstScreen = null;
  const element = typeof document === 'undefined' ? null : document.getElementById('first-screen');
  if (!element?.textContent) return firstScreen;
  element.remove();
  try {
    const parsed = JSON.parse(element.textContent) as Partial<FirstScreen>;
    if (typeof parsed.locale === 'string' && parsed.answers && typeof parsed.answers === 'object') {
      firstScreen = { locale: parsed.locale, answers: { ...parsed.answers }, ...(parsed.rendered && typeof parsed.rendered === 'object' ? { rendered: parsed.rendered } : {}) };
    }
  } catch {
    // A damaged block is ignored: the calls are made as usual.
  }
  return firstScreen;
}

/** The document's first screen (its answers as they are now), or null when it carried none. */
export const readFirstScreen = (): FirstScreen | null => read();

/** On the server: the answers the first screen is drawn from (a copy, taken once each like the browser's). */
export function provideFirstScreen(screen: FirstScreen | null) {
  firstScreen = screen && { ...screen, answers: { ...screen.answers } };
}

/** The answer to `GET url` in `locale` the document carried, once; undefined when it carried none. */
export function takeFirstScreenAnswer(url: string, locale: string): unknown {
  const screen = read();
  if (!screen || screen.locale !== locale || !Object.hasOwn(screen.answers, url)) return undefined;
  const answer = screen.answers[url];
  delete screen.answers[url];
  return answer;
}

/** For tests: forget what was read. */
export function resetFirstScreen() {
  firstScreen = undefined;
}

/**
 * The answers in `locale` the boot has not taken, once: the data of the screen's blocks (domain
 * `blocks/screens.ts`), which the boot hands to react-query so that the blocks do not ask again.
 */
export function takeRemainingAnswers(locale: string): Record<string, unknown> {
  const screen = read();
  if (!screen || screen.locale !== locale) return {};
  const remaining = { ...screen.answers };
  screen.answers = {};
  return remaining;
}

/** Whether the document carried an answer to `GET url` in `locale` not yet taken. */
export function hasFirstScreenAnswer(url: string, locale: string): boolean {
  const screen = read();
  return !!screen && screen.locale === locale && Object.hasOwn(screen.answers, url);
}
