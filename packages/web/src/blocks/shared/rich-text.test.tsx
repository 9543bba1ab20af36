import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_COOKIE, getConsent, setConsent } from '../../lib/consent.ts';
import { applyMessages } from '../../lib/i18n/i18n.ts';
import { renderBooted } from '../../test/render.tsx';
import { RichText } from './rich-text.tsx';

const YOUTUBE = '<iframe src="https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;t=30s" title="Our demo"></iframe>';
const VIMEO = '<p>Watch: <iframe src="https://vimeo.com/76979871"></iframe></p>';

beforeEach(async () => {
  await applyMessages('en', {
    blocks: {
      videoConsent: 'This video is hosted by {{provider}}; accept its cookies to watch it.',
      acceptVideoCookies: 'Accept {{provider}} cookies',
      videoTitle: 'Video on {{provider}}',
    },
  });
});
afterEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
});

describe('rich text', () => {
  it('shows the formatting and none of the scripts', async () => {
    const { container } = await renderBooted(<RichText html={'<h2>Title</h2><p><strong>Bold</strong><img src="x.png" alt="A chart" onerror="steal()"></p><script>steal()</script>'} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Title' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A chart' })).not.toHaveAttribute('onerror');
    expect(container.querySelector('script')).toBeNull();
  });

  it('replaces a video by a placeholder naming its host until its cookies are accepted', async () => {
    const { container } = await renderBooted(<RichText html={YOUTUBE} />);
    expect(screen.getByText('This video is hosted by YouTube; accept its cookies to watch it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept YouTube cookies' })).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('plays the video once its provider’s cookies are accepted, and moves focus to the player', async () => {
    await renderBooted(<RichText html={YOUTUBE} />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept YouTube cookies' }));
    const player = screen.getByTitle('Our demo');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=30');
    expect(player).toHaveFocus();
    expect(getConsent('youtube')).toBe(true);
    expect(screen.queryByRole('button', { name: /Accept/ })).toBeNull();
  });

  it('asks per provider: accepting YouTube does not play a Vimeo video', async () => {
    setConsent('youtube', true);
    await renderBooted(<RichText html={YOUTUBE + VIMEO} />);
    expect(screen.getByTitle('Our demo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept Vimeo cookies' })).toBeInTheDocument();
    expect(screen.getByText(/^Watch:/)).toBeInTheDocument();
  });

  it('gives a player without a title one naming its host', async () => {
    setConsent('vimeo', true);
    await renderBooted(<RichText html={VIMEO} />);
    expect(screen.getByTitle('Video on Vimeo')).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871');
  });

  it('removes a video of any other host', async () => {
    const { container } = await renderBooted(<RichText html={'<p>a</p><iframe src="https://youtube.com.evil.test/embed/dQw4w9WgXcQ"></iframe>'} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
