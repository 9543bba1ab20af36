import { cleanRichTextAttribute, parseVideoUrl, relForNewTab, RICH_TEXT_ATTRIBUTES } from '@relais/domain';
import type { VideoEmbed } from '@relais/domain';

/**
 * Rich text is sanitised on every write by the server (DOMPurify with the domain's rules,
 * packages/server/src/security/rich-text.ts): that is the sanitiser of record. On render the web
 * applies the same allow-list once more, as a second lock, with the browser's own inert parser (a
 * `<template>` neither runs scripts nor loads anything) instead of shipping DOMPurify to every
 * visitor (~9 KB gzipped of the public page budget).
 */

/** Elements whose content is not text to keep: removed whole, not unwrapped. */
const REMOVED_WITH_CONTENT = new Set(['script', 'style', 'template', 'noscript', 'object', 'embed', 'svg', 'math', 'title', 'textarea', 'select', 'button', 'head', 'frame', 'frameset', 'xmp', 'noembed', 'noframes', 'plaintext']);

function cleanElement(element: Element) {
  for (const child of Array.from(element.children)) {
    const tag = child.localName;
    const allowed = RICH_TEXT_ATTRIBUTES[tag];
    if (!allowed) {
      if (REMOVED_WITH_CONTENT.has(tag)) {
        child.remove();
        continue;
      }
      // An element not listed leaves its content (a pasted <div> or <h1> keeps its text).
      cleanElement(child);
      child.replaceWith(...Array.from(child.childNodes));
      continue;
    }
    for (const attribute of Array.from(child.attributes)) {
      const value = allowed.includes(attribute.name) ? cleanRichTextAttribute({ tag, name: attribute.name, value: attribute.value }) : null;
      if (value === null) child.removeAttribute(attribute.name);
      else if (value !== attribute.value) child.setAttribute(attribute.name, value);
    }
    if (tag === 'a' && child.getAttribute('target') === '_blank') child.setAttribute('rel', relForNewTab(child.getAttribute('rel')));
    if (tag === 'iframe' && !child.hasAttribute('src')) {
      child.remove();
      continue;
    }
    cleanElement(child);
  }
}

/** `NodeFilter.SHOW_COMMENT`, which the server's document (below) does not put in the global scope. */
const SHOW_COMMENT = 0x80;

let givenDocument: Document | null = null;

/**
 * The document rich text is parsed in where there is none (the server drawing the first screen,
 * src/entry-server.tsx, gives it a jsdom one): the same steps then give the same HTML as the browser.
 */
export function setSanitizingDocument(document: Document | null) {
  givenDocument = document;
}

/** Parses inertly and keeps only what the allow-list allows; comments go too. */
function clean(html: string): DocumentFragment {
  const document = givenDocument ?? globalThis.document;
  const template = document.createElement('template');
  template.innerHTML = html;
  const fragment = template.content;
  const walker = document.createTreeWalker(fragment, SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  const root = document.createElement('div');
  root.append(fragment);
  cleanElement(root);
  const result = document.createDocumentFragment();
  result.append(...Array.from(root.childNodes));
  return result;
}

/** The attribute marking where a video goes; its value is the video's index in `videos`. */
export const VIDEO_SLOT_ATTRIBUTE = 'data-video-slot';

export interface RichTextVideo extends VideoEmbed {
  /** The editor's title of the iframe, if any: the player's accessible name. */
  title: string | null;
}

export interface SanitizedHtml {
  html: string;
  videos: RichTextVideo[];
}

/**
 * Rich text made safe to insert, with the same rules as on write: scripts, event handlers, styles,
 * unknown elements and iframes of other hosts are removed. Each allowed video iframe becomes an
 * empty slot (a span, so that it stays where it was even inside a paragraph), which the
 * `RichText` component fills with a consent placeholder or the player: no third-party player loads,
 * nor sets cookies, before the visitor accepts that provider's cookies (spec §5).
 */
export function sanitizeHtml(html: string): SanitizedHtml {
  const document = givenDocument ?? globalThis.document;
  const fragment = clean(html);
  const videos: RichTextVideo[] = [];
  for (const iframe of Array.from(fragment.querySelectorAll('iframe'))) {
    const video = parseVideoUrl(iframe.getAttribute('src') ?? '');
    if (!video) {
      iframe.remove();
      continue;
    }
    const slot = document.createElement('span');
    slot.setAttribute(VIDEO_SLOT_ATTRIBUTE, String(videos.length));
    videos.push({ ...video, title: iframe.getAttribute('title') });
    iframe.replaceWith(slot);
  }
  const container = document.createElement('div');
  container.append(fragment);
  return { html: container.innerHTML, videos };
}
