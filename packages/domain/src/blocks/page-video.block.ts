import { z } from 'zod';
import { parseVideoUrl } from '../rules/video-embed.ts';
import { defineBlock } from './define-block.ts';
import { common, image, plainText } from './props.ts';

/**
 * A picture that opens a video: an uploaded file, or a YouTube or Vimeo address played only after
 * the visitor accepts that provider's cookies (spec "Video"). The picture is 450 px high.
 */
export const pageVideo = defineBlock({
  name: 'pageVideo',
  description: 'A video, uploaded or from YouTube or Vimeo, opened from a picture.',
  props: z
    .strictObject({
      ...common,
      title: plainText(300).optional(),
      image: image.nullable().default(null),
      /** An uploaded video file (a path of this site). */
      file: z.strictObject({ url: image.shape.url, mimeType: z.string().regex(/^video\//).max(100) }).nullable().default(null),
      /** A YouTube or Vimeo address. */
      embedUrl: z.string().trim().max(2048).refine((url) => parseVideoUrl(url) !== null, { message: 'Only YouTube and Vimeo addresses can be embedded.' }).nullable().default(null),
    })
    .refine((props) => props.file === null || props.embedUrl === null, { message: 'A video is either a file or an embedded address, not both.', path: ['embedUrl'] }),
  defaults: { image: null, file: null, embedUrl: null },
});
