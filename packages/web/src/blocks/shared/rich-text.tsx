import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { sanitizeHtml, VIDEO_SLOT_ATTRIBUTE } from './sanitize-html.ts';
import { VideoEmbed } from './video-embed.tsx';

/**
 * Editor HTML, sanitised on render as well as on write (ARCHITECTURE.md §5). Its videos are React
 * components rendered into the slots the sanitiser left, so that each waits for cookie consent.
 */
export function RichText({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  const container = useRef<HTMLDivElement>(null);
  const [slots, setSlots] = useState<Element[]>([]);
  // The slots exist once React has set the HTML; a new HTML gives new ones.
  useLayoutEffect(() => {
    setSlots(Array.from(container.current?.querySelectorAll(`[${VIDEO_SLOT_ATTRIBUTE}]`) ?? []));
  }, [safe]);

  return (
    <>
      <Box
        ref={container}
        sx={[{ '& img': { maxWidth: '100%', height: 'auto' }, '& > :first-of-type': { mt: 0 }, [`& [${VIDEO_SLOT_ATTRIBUTE}]`]: { display: 'block' } }, ...(Array.isArray(sx) ? sx : [sx])]}
        dangerouslySetInnerHTML={{ __html: safe.html }}
      />
      {slots.map((slot) => {
        const index = Number(slot.getAttribute(VIDEO_SLOT_ATTRIBUTE));
        const video = safe.videos[index];
        return video ? createPortal(<VideoEmbed video={video} title={video.title} />, slot, `${index}-${video.embedUrl}`) : null;
      })}
    </>
  );
}
