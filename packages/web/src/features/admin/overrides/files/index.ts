import { files } from '@relais/domain';
import { defineOverride } from '../types.ts';
import { FileCreate } from './file-create.tsx';

/** files: a new file is its bytes, so creating one uploads it (the upload makes the record), then names it. */
export const override = defineOverride(files, {
  screens: { create: FileCreate },
});
