import { describe, expect, it } from 'vitest';
import { isAllowedEmbedSrc, parseVideoUrl } from './video-embed.ts';

const ID = 'dQw4w9WgXcQ'; // 11 characters

describe('parseVideoUrl', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&list=PL123`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `//www.youtube.com/embed/${ID}`,
  ])('recognises the YouTube link %s and embeds it without cookies', (url) => {
    expect(parseVideoUrl(url)).toEqual({ provider: 'youtube', id: ID, embedUrl: `https://www.youtube-nocookie.com/embed/${ID}` });
  });

  it('takes an id of exactly 11 characters: 10 and 12 are refused', () => {
    expect(parseVideoUrl('https://youtu.be/abcdefghijk')?.id).toBe('abcdefghijk');
    expect(parseVideoUrl('https://youtu.be/abcdefghij')).toBeNull();
    expect(parseVideoUrl('https://youtu.be/abcdefghijkl')).toBeNull();
    expect(parseVideoUrl('https://www.youtube.com/watch?v=abcdefghij')).toBeNull();
    expect(parseVideoUrl('https://www.youtube.com/embed/abcdefghijkl')).toBeNull();
  });

  it('refuses ids with characters YouTube never uses', () => {
    expect(parseVideoUrl('https://youtu.be/abc%22defghi')).toBeNull();
    expect(parseVideoUrl('https://www.youtube.com/embed/abc.defghij')).toBeNull();
  });

  it('reads the start time from t=Ns, and from t=N and start=N as YouTube writes them', () => {
    expect(parseVideoUrl(`https://youtu.be/${ID}?t=42s`)).toEqual({
      provider: 'youtube',
      id: ID,
      startSeconds: 42,
      embedUrl: `https://www.youtube-nocookie.com/embed/${ID}?start=42`,
    });
    expect(parseVideoUrl(`https://www.youtube.com/watch?v=${ID}&t=90`)?.startSeconds).toBe(90);
    expect(parseVideoUrl(`https://www.youtube-nocookie.com/embed/${ID}?start=15`)?.embedUrl).toBe(`https://www.youtube-nocookie.com/embed/${ID}?start=15`);
  });

  it('starts at the beginning when the start time is zero or unreadable', () => {
    expect(parseVideoUrl(`https://youtu.be/${ID}?t=0s`)).not.toHaveProperty('startSeconds');
    expect(parseVideoUrl(`https://youtu.be/${ID}?t=1m30s`)).not.toHaveProperty('startSeconds');
    expect(parseVideoUrl(`https://youtu.be/${ID}?t=-5`)?.embedUrl).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
  });

  it('recognises Vimeo pages and players and embeds them with the player', () => {
    expect(parseVideoUrl('https://vimeo.com/76979871')).toEqual({ provider: 'vimeo', id: '76979871', embedUrl: 'https://player.vimeo.com/video/76979871' });
    expect(parseVideoUrl('https://player.vimeo.com/video/76979871?autoplay=1')?.embedUrl).toBe('https://player.vimeo.com/video/76979871');
  });

  it('keeps the privacy hash of an unlisted Vimeo video', () => {
    expect(parseVideoUrl('https://vimeo.com/76979871/abc123def4')?.embedUrl).toBe('https://player.vimeo.com/video/76979871?h=abc123def4');
    expect(parseVideoUrl('https://player.vimeo.com/video/76979871?h=abc123def4')?.embedUrl).toBe('https://player.vimeo.com/video/76979871?h=abc123def4');
  });

  it.each([
    `https://youtube.com.evil.test/watch?v=${ID}`,
    `https://evil.test/youtube.com/embed/${ID}`,
    `https://notyoutube.com/watch?v=${ID}`,
    `https://www.youtube.com.evil.test/embed/${ID}`,
    `https://evil.test/?u=https://youtu.be/${ID}`,
    'https://vimeo.com.evil.test/76979871',
    'https://player.vimeo.com.evil.test/video/76979871',
    `https://user:pass@www.youtube.com/embed/${ID}`,
    `javascript:alert(1)//www.youtube.com/embed/${ID}`,
    `ftp://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/playlist?list=PL123`,
    `https://www.youtube.com/embed/${ID}/extra`,
    'https://vimeo.com/channels/staffpicks',
    'https://vimeo.com/76979871/not-a-hash!',
    'not a url',
    '',
  ])('refuses %s', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });
});

describe('isAllowedEmbedSrc', () => {
  it('allows iframes of the video hosts only', () => {
    expect(isAllowedEmbedSrc(`https://www.youtube-nocookie.com/embed/${ID}`)).toBe(true);
    expect(isAllowedEmbedSrc('https://player.vimeo.com/video/76979871')).toBe(true);
    expect(isAllowedEmbedSrc('https://evil.test/embed')).toBe(false);
    expect(isAllowedEmbedSrc(null)).toBe(false);
  });
});
