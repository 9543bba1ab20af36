// MUI's createTheme imports its CSS-variables variant, which Relais never asks for (lib/theme.ts
// passes no `cssVariables` or `colorSchemes`): the browser build resolves that import here.
export default function createThemeWithVars() {
  throw new Error('The theme does not use CSS variables (packages/web/src/lib/theme.ts).');
}
