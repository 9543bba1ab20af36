// MUI's ButtonBase imports its touch ripple, which Relais turns off for every button (lib/theme.ts:
// `MuiButtonBase.defaultProps.disableRipple`): the browser build resolves that import here.
export default function TouchRipple() {
  return null;
}
