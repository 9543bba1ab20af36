import fp from 'fastify-plugin';
import { REMOVE_STORED_JOB, removeStored } from '../../files/prepare.ts';
import { storageFromConfig } from '../../files/storage.ts';
import type { FileStorage } from '../../files/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files are kept: `DATA_DIR/files`, or the S3 bucket when `S3_BUCKET` is set. */
    fileStorage: FileStorage;
  }
}

export const filesPlugin = fp(
  async (app) => {
    const { config } = app;
    const storage = storageFromConfig(config);
    app.decorate('fileStorage', storage);
    // Bytes are removed after their row, never before: a delete that rolls back keeps its file.
    app.jobs.handle(REMOVE_STORED_JOB, async ({ key }) => {
      if (typeof key === 'string' && key) await removeStored(storage, key);
    });
  },
  { name: 'files', dependencies: ['context', 'jobs'] },
);
