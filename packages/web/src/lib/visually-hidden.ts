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
