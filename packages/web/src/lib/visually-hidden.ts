/**
 * Hidden on screen, read by screen readers (the usual clip pattern). Sizes are strings: in MUI's
 * `sx` a bare 1 means 100% (and a bare margin a spacing unit), which made the announcer as tall as
 * the screen below the footer.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * Visually hidden below the extra-large breakpoint (1536 px), shown from it: the top bar's action
 * labels (the language's name, the member's name) give the site's menu its one line on a laptop
 * screen, and stay in each button's name for screen readers and voice control.
 */
export const shownFromXl = { display: 'inline', '@media (max-width: 1535.95px)': visuallyHidden } as const;
