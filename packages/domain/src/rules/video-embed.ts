import { WhatwgUrl } from './whatwg-url.ts';
import type { ParsedUrl } from './whatwg-url.ts';

/** Which video links the platform recognises and how it embeds them (spec, platform §5; ARCHITECTURE.md §5). */

export type VideoProvider = 'youtube' | 'vimeo';

export interface VideoEmbed {
  provider: VideoProvider;
  id: string;
  /** Whole seconds from which the video starts; absent when it starts at the beginning. */
  startSeconds?: number;
  /** The only URL an iframe is ever given: YouTube's no-cookie player or Vimeo's player. */
  embedUrl: string;
}

/** Hosts compared whole, so that a lookalike (youtube.com.evil.test, notyoutube.com) is refused. */
const HOSTS: Record<string, VideoProvider> = {
  'youtube.com': 'youtube',
  'www.youtube.com': 'youtube',
  'm.youtube.com': 'youtube',
  'youtu.be': 'youtube',
  'youtube-nocookie.com': 'youtube',
  'www.youtube-nocookie.com': 'youtube',
  'vimeo.com': 'vimeo',
  'www.vimeo.com': 'vimeo',
  'player.vimeo.com': 'vimeo',
};

/** A YouTube id is exactly 11 characters (spec §5). */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_PATH = /^\/(?:embed|shorts)\/([^/]+)\/?$/;
const VIMEO_ID = /^\d{1,12}$/;
/** Unlisted Vimeo videos need their privacy hash, in the path (vimeo.com/ID/HASH) or as `h=`. */
const VIMEO_HASH = /^[0-9a-f]{6,20}$/;
const VIMEO_PATH = /^\/(\d+)(?:\/([0-9a-f]+))?\/?$/;
const VIMEO_PLAYER_PATH = /^\/video\/(\d+)\/?$/;

/**
 * The spec names `t=Ns`; we also accept what YouTube itself writes in its own links: a bare
 * `t=N` and the embed form `start=N`. Anything else (`t=1m30s`, negative, fractional) is ignored
 * and the video starts at the beginning rather than refusing the link.
 */
function startSecondsOf(params: ParsedUrl['searchParams']): number | undefined {
  const raw = params.get('t') ?? params.get('start');
  const match = raw === null ? null : /^(\d{1,6})s?$/.exec(raw);
  const seconds = match ? Number(match[1]) : 0;
  return seconds > 0 ? seconds : undefined;
}

function parseUrl(url: string): ParsedUrl | null {
  // Editors paste protocol-relative iframes (`//www.youtube.com/embed/…`): they load over HTTPS.
  const text = url.trim().startsWith('//') ? `https:${url.trim()}` : url.trim();
  try {
    const parsed = new WhatwgUrl(text);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}

function youtubeId(url: ParsedUrl): string | undefined {
  if (url.hostname === 'youtu.be') return /^\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  if (url.pathname === '/watch' || url.pathname === '/watch/') return url.searchParams.get('v') ?? undefined;
  return YOUTUBE_PATH.exec(url.pathname)?.[1];
}

function youtube(url: ParsedUrl): VideoEmbed | null {
  const id = youtubeId(url);
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const startSeconds = startSecondsOf(url.searchParams);
  const embedUrl = `https://www.youtube-nocookie.com/embed/${id}${startSeconds ? `?start=${startSeconds}` : ''}`;
  return { provider: 'youtube', id, ...(startSeconds ? { startSeconds } : {}), embedUrl };
}

function vimeo(url: ParsedUrl): VideoEmbed | null {
  const match = url.hostname === 'player.vimeo.com' ? VIMEO_PLAYER_PATH.exec(url.pathname) : VIMEO_PATH.exec(url.pathname);
  const id = match?.[1];
  if (!id || !VIMEO_ID.test(id)) return null;
  const hash = match[2] ?? url.searchParams.get('h');
  if (hash !== null && hash !== undefined && !VIMEO_HASH.test(hash)) return null;
  return { provider: 'vimeo', id, embedUrl: `https://player.vimeo.com/video/${id}${hash ? `?h=${hash}` : ''}` };
}

/** A recognised video link (page, share or embed URL) and how to embed it; null for anything else. */
export function parseVideoUrl(url: string): VideoEmbed | null {
  const parsed = parseUrl(url);
  // No real video link carries credentials; one that does is someone's disguise, so it is refused.
  if (!parsed || parsed.username || parsed.password) return null;
  const provider = HOSTS[parsed.hostname];
  if (provider === 'youtube') return youtube(parsed);
  if (provider === 'vimeo') return vimeo(parsed);
  return null;
}

/** Whether rich text may keep an iframe with this src (it is then rewritten to `embedUrl`). */
export function isAllowedEmbedSrc(src: string | null | undefined): boolean {
  return typeof src === 'string' && parseVideoUrl(src) !== null;
}
