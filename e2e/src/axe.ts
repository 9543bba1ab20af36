import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** What we hold every screen to: WCAG 2.0–2.2 A and AA, with the 24 px target-size rule on. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Best-practice rules held on the back office as well (issue 21 item 24): everything in a named
 * landmark, and no two landmarks of one role with the same name, so a screen reader's landmark list
 * leads to the menu, the grid and the record.
 */
export const LANDMARK_RULES = ['region', 'landmark-unique'];

/** Runs axe on the page as it is and fails with one readable line per offending element; `rules` turns on more rules. */
export async function expectNoAxeViolations(page: Page, label = page.url(), { rules = [] }: { rules?: readonly string[] } = {}) {
  await settled(page);
  let results = await analyze(page, rules);
  // A toast that appeared (or began to leave) while axe read the screen is judged half-faded: read
  // once more when it has settled. What stays on screen fails both times.
  if (results.violations.length > 0) {
    await settled(page);
    results = await analyze(page, rules);
  }
  if (results.violations.length === 0) return;
  const lines = results.violations.flatMap((violation) => [
    `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${violation.helpUrl}`,
    ...violation.nodes.map((node) => `    ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`),
  ]);
  throw new Error(`axe found ${results.violations.length} violation(s) on ${label}:\n${lines.join('\n')}`);
}

/** Waits until no transition nor animation runs: a dialog or drawer still fading in has colours of its own, judge what settles on screen. */
async function settled(page: Page) {
  await page.evaluate(async () => {
    // A toast can start its transition while an earlier one ends: wait until a pass finds none running.
    for (let pass = 0; pass < 10; pass++) {
      // Two frames first: a transition starts the frame after its element appears.
      for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
      const running = document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity); // spinners never end
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

function analyze(page: Page, rules: readonly string[]) {
  // `options` replaces the whole options object, `withTags` then adds to it: this order keeps both.
  // A rule named in `options` runs even when its tags are not among `withTags`.
  return new AxeBuilder({ page })
    // axe.run in the page itself: the default runs axe in each frame, then opens a new blank page to
    // merge the results (a new renderer for every check: about 1.4 s of the 2 s a back-office grid's
    // check took, against 0.6 s this way). Our screens hold no frame of another origin to merge.
    .setLegacyMode(true)
    // Only violations are reported: axe then builds no selector for every element that passes, the
    // slowest part of a run on a long screen (a back-office grid), which the browser suite pays hundreds of times.
    .options({ resultTypes: ['violations'], rules: Object.fromEntries(['target-size', ...rules].map((rule) => [rule, { enabled: true }])) })
    .withTags(AXE_TAGS)
    .analyze();
}
