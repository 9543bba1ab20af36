/**
 * Where one block read's answer the document carried waits for its block (the boot puts it there,
 * blocks/screen-data/block-data.ts reads it): a drawn screen's data is hydrated without a fetch.
 */
export const blockDataKey = (url: string, locale: string) => ['block-data', url, locale] as const;
