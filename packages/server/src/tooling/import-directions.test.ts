import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** Lints one line as if it were in the given file, and returns the import-direction messages. */
async function importErrors(filePath: string, code: string, rule = 'no-restricted-imports') {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: `${root}${filePath}` });
  return result!.messages.filter((message) => message.ruleId === rule).map((message) => message.message);
}

/** The web's boundary messages for one import written in one file of packages/web/src. */
const boundaryErrors = (file: string, source: string) => importErrors(`packages/web/src/${file}`, `import '${source}';`, 'relais/web-boundaries');

describe('the import directions of the architecture, as the linter enforces them', () => {
  it('keeps the domain free of server, web, Node and framework imports', async () => {
    expect(await importErrors('packages/domain/src/probe.ts', "import '@relais/server';")).toHaveLength(1);
    expect(await importErrors('packages/domain/src/probe.ts', "import 'node:fs';")).toHaveLength(1);
    expect(await importErrors('packages/domain/src/probe.ts', "import 'react';")).toHaveLength(1);
    expect(await importErrors('packages/domain/src/probe.ts', "import 'zod';")).toHaveLength(0);
  });

  it('never lets the web import the server, nor the server the web', async () => {
    expect(await importErrors('packages/web/src/probe.ts', "import '../../server/src/app.ts';")).toHaveLength(1);
    expect(await importErrors('packages/server/src/probe.ts', "import '../../web/src/main.tsx';")).toHaveLength(1);
    expect(await importErrors('packages/server/src/probe.ts', "import '@relais/domain';")).toHaveLength(0);
    expect(await importErrors('packages/web/src/probe.ts', "import '@relais/domain';")).toHaveLength(0);
  });

  it('keeps the web’s features apart: only app puts them together; lib, components and blocks import no feature', async () => {
    expect(await boundaryErrors('features/users/routes/probe.tsx', '../../account/api/profile.ts')).toEqual([expect.stringContaining('features/users → features/account')]);
    expect(await boundaryErrors('features/users/probe.ts', '../../app/app.tsx')).toEqual([expect.stringContaining('never imports app')]);
    expect(await boundaryErrors('lib/data-layer/probe.ts', '../../features/admin/routes.tsx')).toHaveLength(1);
    expect(await boundaryErrors('components/probe.tsx', '../app/providers.tsx')).toHaveLength(1);
    expect(await boundaryErrors('blocks/page-hero/probe.tsx', '../../features/pages/api/get-app-page.ts')).toHaveLength(1);
    // Allowed: app imports features, a feature its own parts and lib, tests anything.
    expect(await boundaryErrors('app/router/probe.tsx', '../../features/admin/routes.tsx')).toEqual([]);
    expect(await boundaryErrors('features/users/routes/probe.tsx', '../api/get-public-profile.ts')).toEqual([]);
    expect(await boundaryErrors('features/users/routes/probe.tsx', '../../../lib/data-layer/hooks.ts')).toEqual([]);
    expect(await boundaryErrors('test/probe.tsx', '../app/providers.tsx')).toEqual([]);
  });
});
