import type { OperatorFont } from '../../../lib/runtime-environment.ts';

/**
 * The fonts the operator added (runtime environment `fonts`): declared to the browser with the
 * FontFace API from their same-origin URLs when a user picks one or opens the drawer.
 */
const registered = new Map<string, OperatorFont>();

/** Takes the runtime environment's list; returns whether it changed what is offered. */
export function registerOperatorFonts(fonts: readonly OperatorFont[]): boolean {
  const families = fonts.map((font) => font.family);
  const isSame = families.length === registered.size && families.every((family) => registered.has(family));
  registered.clear();
  for (const font of fonts) registered.set(font.family, font);
  return !isSame;
}

export const operatorFontFamilies = () => [...registered.keys()];

/** Declares and loads an operator font's files; resolves once the browser has them. */
export function loadOperatorFont(family: string): Promise<unknown> | null {
  const font = registered.get(family);
  if (!font) return null;
  // No FontFace (an old browser, the test DOM): the CSS family still falls back to the default stack.
  if (typeof FontFace === 'undefined' || !document.fonts) return Promise.resolve();
  const faces = font.faces.map((face) => new FontFace(family, `url("${face.url}") format("woff2")`, { weight: face.weight, style: face.style }));
  for (const face of faces) document.fonts.add(face);
  return Promise.all(faces.map((face) => face.load()));
}
