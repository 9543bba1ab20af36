import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyMessages } from '../lib/i18n/i18n.ts';
import { ThemeProvider } from '@mui/material/styles';
import { createAppTheme } from '../lib/theme.ts';
import { renderBooted } from '../test/render.tsx';
import { PageClients } from './page-clients/page-clients.tsx';
import { PageCommunityNumbers } from './page-community-numbers/page-community-numbers.tsx';
import { PageContactCard } from './page-contact-card/page-contact-card.tsx';
import { PageContact } from './page-contact/page-contact.tsx';
import { PageCustom } from './page-custom/page-custom.tsx';
import { PageImageBanner } from './page-image-banner/page-image-banner.tsx';
import { PageTestimonials } from './page-testimonials/page-testimonials.tsx';
import { PageUseCases } from './page-use-cases/page-use-cases.tsx';
import { PageVideo } from './page-video/page-video.tsx';

beforeEach(async () => {
  await applyMessages('en', {
    blocks: {
      newsletterSubscribe: 'Subscribe to the newsletter',
      contactUs: 'Contact us',
      email: 'E-mail:',
      phone: 'Phone:',
      organizationsCount: 'organizations',
      organizationsCount_one: 'organization',
      repositoryItemsCount: 'shared resources',
      accompaniedPatientsCount: 'people accompanied',
      watchVideo: 'Watch the video',
      playVideo: 'Play: {{title}}',
      videoConsent: 'This video is hosted by {{provider}}; accept its cookies to watch it.',
      acceptVideoCookies: 'Accept {{provider}} cookies',
    },
    common: { close: 'Close' },
    shell: { opensInNewTab: 'opens in a new tab' },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the page blocks', () => {
  it('image banner: decorative without a title, a heading over the picture with one', async () => {
    const { unmount } = await renderBooted(<PageImageBanner props={{ image: { url: '/files/a.webp', alt: 'A lab' } }} headingLevel={2} />);
    expect(screen.getByRole('img', { name: 'A lab' })).toBeInTheDocument();
    unmount();
    await renderBooted(<PageImageBanner props={{ image: { url: '/files/a.webp', alt: 'A lab' }, title: 'Our lab' }} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Our lab' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'A lab' })).toBeNull();
  });

  it('testimonials and use cases: quotes with who said them, stories with their own headings', async () => {
    await renderBooted(
      <>
        <PageTestimonials props={{ title: 'They say', items: [{ name: 'Ana', title: 'Parent', content: '<p>It changed our days.</p>' }] }} headingLevel={2} />
        <PageUseCases props={{ title: 'Stories', items: [{ title: 'At school', content: '<p>Eye gaze in class.</p>' }, { title: 'At home' }] }} headingLevel={2} />
      </>,
    );
    expect(screen.getByText('It changed our days.').closest('blockquote')).not.toBeNull();
    expect(screen.getByText('Ana').closest('figcaption')).toHaveTextContent('AnaParent');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['At school', 'At home']);
  });

  it('clients: each logo named by its partner and linking to its site', async () => {
    await renderBooted(<PageClients props={{ clients: [{ name: 'Acme', url: 'https://acme.example', image: { url: '/files/acme.png' } }, { name: 'No logo' }] }} headingLevel={2} />);
    const link = screen.getByRole('link', { name: /Acme/ });
    expect(link).toHaveAttribute('href', 'https://acme.example');
    expect(within(link).getByRole('img', { name: 'Acme' })).toBeInTheDocument();
    expect(screen.queryByText('No logo')).toBeNull();
  });

  it('clients: each logo keeps a light backdrop in the dark theme, so a logo drawn for white stays legible', async () => {
    const clients = [{ name: 'Acme', image: { url: '/files/acme.png' } }];
    const { unmount } = await renderBooted(<PageClients props={{ clients }} headingLevel={2} />);
    expect(getComputedStyle(screen.getByRole('img', { name: 'Acme' })).backgroundColor).not.toBe('rgb(255, 255, 255)');
    unmount();
    const dark = createAppTheme({ isDark: true, fontFamily: 'Roboto', fontSize: 16, lineHeight: 1.5, letterSpacing: 1, isGrayscale: false });
    await renderBooted(
      <ThemeProvider theme={dark}>
        <PageClients props={{ clients }} headingLevel={2} />
      </ThemeProvider>,
    );
    expect(getComputedStyle(screen.getByRole('img', { name: 'Acme' })).backgroundColor).toBe('rgb(255, 255, 255)');
  });

  it('contact: the address, then the newsletter and contact buttons unless turned off', async () => {
    const { unmount } = await renderBooted(<PageContact props={{ address: '1 rue de la Paix\n75000 Paris' }} headingLevel={2} />);
    expect(screen.getByText(/1 rue de la Paix/).tagName).toBe('ADDRESS');
    expect(screen.getByRole('link', { name: 'Subscribe to the newsletter' })).toHaveAttribute('href', '/newsletter/subscribe');
    unmount();
    await renderBooted(<PageContact props={{ address: 'Here', newsletterButton: false, contactButton: false }} headingLevel={2} />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('contact card: a French number reads nationally, another keeps its prefix; collapsible details open from the name', async () => {
    const { unmount } = await renderBooted(<PageContactCard props={{ firstName: 'Ana', lastName: 'Lopez', phone: '+33 6 12 34 56 78', email: 'ana@example.org' }} headingLevel={2} />);
    expect(screen.getByRole('link', { name: '06 12 34 56 78' })).toHaveAttribute('href', 'tel:+33612345678');
    expect(screen.getByRole('link', { name: 'ana@example.org' })).toHaveAttribute('href', 'mailto:ana@example.org');
    unmount();
    await renderBooted(<PageContactCard props={{ firstName: 'Tom', phone: '+44 20 7946 0000', collapsible: true }} headingLevel={2} />);
    expect(screen.getByRole('link', { name: '+44 20 7946 0000' })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Tom' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('community numbers: asked once the block is in view, counters without a source left out', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ data: { organizationsCount: 1, repositoryItemsCount: null, accompaniedPatientsCount: 1234 } }), { status: 200 });
    }));
    let reveal: (() => void) | undefined;
    vi.stubGlobal('IntersectionObserver', class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        reveal = () => callback([{ isIntersecting: true }]);
      }
      observe() {}
      disconnect() {}
    });
    await renderBooted(<PageCommunityNumbers props={{}} headingLevel={2} />);
    expect(asked).toEqual([]);
    reveal!();
    await waitFor(() => expect(screen.getByText('1,234')).toBeInTheDocument());
    // One organization is said in the singular.
    expect(asked).toEqual(['/api/v1/services/home-stats']);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['organization', 'people accompanied']);
  });

  it('custom: its rich text, sanitised again on render', async () => {
    const { container } = await renderBooted(<PageCustom props={{ html: '<p>Hello <strong>there</strong></p><script>steal()</script>' }} headingLevel={2} />);
    expect(screen.getByText('there').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
  });

  it('video: a button opens a dialog that asks for the provider’s cookies before its player', async () => {
    await renderBooted(<PageVideo props={{ title: 'Our tour', embedUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }} headingLevel={2} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Play: Our tour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Our tour' });
    expect(within(dialog).getByRole('button', { name: 'Accept YouTube cookies' })).toBeInTheDocument();
    expect(dialog.querySelector('iframe')).toBeNull();
  });
});
