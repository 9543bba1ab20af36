/**
 * The address of the print screen (`/services/internals/print`, web features/print) for the printable
 * `component` with its props, coming back to `previousRoute` (the screen it was asked from). The
 * print screen checks both against its list of printables.
 */
export const printPath = (component: string, componentProps: Record<string, unknown>, previousRoute: string) =>
  `/services/internals/print?${new URLSearchParams({ component, componentProps: JSON.stringify(componentProps), previousRoute }).toString()}`;
