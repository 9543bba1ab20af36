import { lazy } from 'react';

/**
 * The upload field, loaded when a screen first shows it: neither it nor tus-js-client reaches a page
 * without an upload (the public page's budget). Render it inside a Suspense boundary.
 */
export const LazyFileUploadField = lazy(async () => ({ default: (await import('./file-upload-field.tsx')).FileUploadField }));
export type { FileUploadFieldProps } from './file-upload-field.tsx';
