import fp from 'fastify-plugin';
import { localStorage, s3Storage } from '../../files/storage.ts';
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
    app.decorate('fileStorage', config.s3 ? s3Storage(config.s3) : localStorage(config.filesDir));
  },
  { name: 'files', dependencies: ['context'] },
);
