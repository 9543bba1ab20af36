import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** Lints one line as if it were in the given file, and returns the import-direction messages. */
async function importErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: `${root}${filePath}` });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

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
});
