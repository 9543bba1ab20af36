// The web's import boundaries (bulletproof-react's, as ARCHITECTURE.md sets them): a feature never
// imports another feature, `lib`, `components` and `blocks` never import a feature or `app`, and
// features never import `app` — only `app` puts features together. A local rule, so the reason is
// in the message and no plugin is needed for four lines of policy.
import { dirname, resolve, sep } from 'node:path';

const WEB_SRC = `${sep}packages${sep}web${sep}src${sep}`;

/** `features/<name>`, `app`, `lib`, `components`, `blocks`, `test`, or `root` (paths.ts, main.tsx). */
function zoneOf(file) {
  const at = file.lastIndexOf(WEB_SRC);
  if (at < 0) return null;
  const [first, second] = file.slice(at + WEB_SRC.length).split(sep);
  if (first === 'features') return second ? `features/${second}` : null;
  return second === undefined ? 'root' : first;
}

function problem(from, to) {
  if (from === to || from === 'test' || to === null) return null;
  const fromFeature = from.startsWith('features/');
  const toFeature = to.startsWith('features/');
  if (fromFeature && toFeature) return `A feature never imports another feature (${from} → ${to}): share through lib or components, or put them together in app.`;
  if (fromFeature && to === 'app') return `A feature never imports app (${from} → app): app imports features, not the other way.`;
  if (['lib', 'components', 'blocks'].includes(from) && (toFeature || to === 'app')) return `${from} never imports ${to}: only app imports features.`;
  return null;
}

export const webBoundaries = {
  meta: { type: 'problem', docs: { description: 'The import boundaries of packages/web/src.' }, schema: [] },
  create(context) {
    const file = context.filename;
    const from = zoneOf(file);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const message = problem(from, zoneOf(resolve(dirname(file), source)));
      if (message) context.report({ node: node.source, message });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
