import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { OpenBadgeAssertionAnswer, ResourceDocument } from '@relais/domain';
import { featuresOn, messages } from '../../test/fixtures.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderBooted } from '../../test/render.tsx';
import type { BlockProps } from '../block-types.ts';
import { TrainingScreen } from '../page-trainings/page-trainings.id.tsx';
import { AssertionScreen } from './page-open-badges.assertions-id.tsx';

/** The areas' English messages (seed/language-lines/training/trainings.json, open-badges/openBadges.json). */
const trainingMessages: Record<string, string> = {"searchLabel": "Search the trainings", "search": "Search", "clearSearch": "Show everything", "category": "Category", "anyCategory": "Any category", "level": "Level", "anyLevel": "Any level", "type": "Type", "anyType": "Any type", "results_one": "{{count}} training found", "results": "{{count}} trainings found", "empty": "No training is planned yet. Come back soon, or browse the training resources meanwhile.", "noResults": "No training matches this search. Try other words, or another category, level or type.", "noSelection": "Nothing to show here yet.", "pagination": "Pages", "previousPage": "Previous page", "nextPage": "Next page", "pageOf": "Page {{page}} of {{count}}", "backToList": "Back to the trainings", "moreInformation": "More about this training", "sessions": "Sessions", "noSessions": "No session is planned yet.", "sessionDates": "From {{start}} to {{end}}", "place": "Where: {{place}}", "noPlace": "Place to be announced", "registerInterest": "I am interested", "withdrawInterest": "Withdraw my interest", "interestRegistered": "Your interest is recorded: the organizers will contact you.", "interestWithdrawn": "Your interest is withdrawn.", "interestFailed": "Your interest could not be recorded; try again.", "signInForInterest": "Sign in to register your interest", "youAreInterested": "You are interested in this session."};
const badgeMessages: Record<string, string> = {"searchLabel": "Search the badges", "search": "Search", "clearSearch": "Show everything", "yearLabel": "Year", "anyYear": "Any year", "empty": "No badge is published yet. Come back soon.", "noResults": "No badge matches this search. Try other words.", "noSelection": "Nothing to show here yet.", "pagination": "Pages", "previousPage": "Previous page", "nextPage": "Next page", "pageOf": "Page {{page}} of {{count}}", "validFor_one": "Valid {{count}} day", "validFor": "Valid {{count}} days", "neverExpires": "Never expires", "issued_one": "{{count}} awarded", "issued": "{{count}} awarded", "backToList": "Back to the badges", "criteria": "Read the criteria", "modules": "Training modules", "noModules": "This badge has no training module.", "assertionTitle": "{{badge}}, awarded to {{name}}", "recipient": "Awarded to", "issuer": "Issued by", "issuedOn": "Issued on", "expiresOn": "Valid until", "valid": "This badge is valid.", "expired": "This badge has expired.", "revoked": "This badge was revoked by its issuer.", "revokedBecause": "This badge was revoked by its issuer: {{reason}}", "aboutBadge": "About this badge", "download": "Download the badge (PNG)", "verifyHint": "Anyone can check this badge with an Open Badges verifier:", "verificationLink": "its verification data", "myBadges": "My open badges", "myBadgesIntro": "The badges issued to your e-mail address. Share a badge’s page, or download its image to add it to a backpack.", "myBadgesEmpty": "No badge has been issued to you yet. Follow a training to earn one.", "myBadgesFailed": "Your badges could not be loaded; reload the page.", "openPage": "Open the page of {{badge}}", "downloadNamed": "Download {{badge}} (PNG)", "backToProfile": "Back to my profile"};

const environment = { features: featuresOn({ trainings: true, openBadges: true }) };
type TrainingProps = Extract<BlockProps<'pageTrainings'>, { screen: '/:id' }>;
type AssertionProps = Extract<BlockProps<'pageOpenBadges'>, { screen: '/assertions/:id' }>;

beforeEach(() => {
  Object.assign(messages.en, { trainings: trainingMessages, openBadges: badgeMessages });
  mockApi();
});
afterEach(() => vi.unstubAllGlobals());

const summary = (more: Partial<OpenBadgeAssertionAnswer['data']> = {}): OpenBadgeAssertionAnswer => ({
  data: {
    id: 'a1',
    recipientName: 'Ana Lima',
    issuedAt: '2026-03-02T10:00:00.000Z',
    expiresAt: '2027-03-02T10:00:00.000Z',
    revokedAt: null,
    revocationReason: null,
    isExpired: false,
    jsonUrl: 'https://relais.example/api/v1/services/open-badges/assertions/a1',
    imageUrl: 'https://relais.example/api/v1/services/open-badges/assertions/a1/image',
    badge: { id: 'b1', title: 'Switch access', description: null, imageUrl: 'https://relais.example/api/v1/services/open-badges/badges/b1/image', jsonUrl: 'https://relais.example/api/v1/services/open-badges/badges/b1' },
    issuer: { id: 'o1', name: 'Issuing lab', url: null, jsonUrl: 'https://relais.example/api/v1/services/open-badges/issuers/o1' },
    ...more,
  },
});

describe('an issued badge’s page', () => {
  const render = (answer: OpenBadgeAssertionAnswer) =>
    renderBooted(<AssertionScreen screen="/assertions/:id" params={{ id: 'a1' }} data={{ assertion: answer } as AssertionProps['data']} props={{ title: '', perPage: 12 }} headingLevel={1} page={{ path: '/open-badges', title: 'Open badges' }} />, { path: '/open-badges/assertions/a1', environment });

  it('names the badge and its holder, says it is valid and offers the baked image from this site', async () => {
    await render(summary());
    expect(screen.getByRole('heading', { level: 1, name: 'Switch access, awarded to Ana Lima' })).toBeInTheDocument();
    expect(screen.getByText('This badge is valid.')).toBeInTheDocument();
    expect(screen.getByText('Issuing lab')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the badge (PNG)' })).toHaveAttribute('href', '/api/v1/services/open-badges/assertions/a1/image?download=1');
    expect(screen.getByRole('link', { name: 'About this badge' })).toHaveAttribute('href', '/open-badges/b1');
  });

  it('tells a revoked badge with its reason and offers no download; an expired one says so', async () => {
    const { unmount } = await render(summary({ revokedAt: '2026-04-01T00:00:00.000Z', revocationReason: 'Issued by mistake' }));
    expect(screen.getByText('This badge was revoked by its issuer: Issued by mistake')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download the badge (PNG)' })).toBeNull();
    unmount();
    await render(summary({ isExpired: true }));
    expect(screen.getByText('This badge has expired.')).toBeInTheDocument();
  });
});

describe('a training’s screen', () => {
  it('shows its facts and its sessions in date order with their place, and invites a visitor to sign in to register interest', async () => {
    const document = {
      data: {
        type: 'trainings',
        id: 't1',
        attributes: { title: 'Switch access', shortDescription: 'From the first click.', duration: '1 day' },
        relationships: {
          level: { data: { type: 'training-levels', id: 'l1' } },
          sessions: { data: [{ type: 'training-sessions', id: 's2' }, { type: 'training-sessions', id: 's1' }] },
        },
      },
      included: [
        { type: 'training-levels', id: 'l1', attributes: { name: 'Beginner' } },
        { type: 'training-sessions', id: 's2', attributes: { startAt: '2030-04-09T08:30:00Z', endAt: null }, relationships: { address: { data: null } } },
        { type: 'training-sessions', id: 's1', attributes: { startAt: '2030-01-15T08:30:00Z', endAt: '2030-01-15T16:30:00Z' }, relationships: { address: { data: { type: 'addresses', id: 'ad1' } } } },
        { type: 'addresses', id: 'ad1', attributes: { fullName: 'Maison de l’autonomie', line1: '12 avenue Jean Jaurès', postalCode: '31000', city: 'Toulouse' } },
      ],
      jsonapi: { version: '1.1' },
    } as unknown as ResourceDocument;
    await renderBooted(<TrainingScreen screen="/:id" params={{ id: 't1' }} data={{ training: document } as TrainingProps['data']} props={{ title: '', perPage: 12 }} headingLevel={1} page={{ path: '/trainings', title: 'Trainings' }} />, {
      path: '/trainings/t1',
      environment: { features: featuresOn({ trainings: true, auth: true }) },
      user: null,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Switch access' })).toBeInTheDocument();
    expect(screen.getByText('Beginner · 1 day')).toBeInTheDocument();
    const sessions = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(sessions[0]).toMatch(/^From January 15, 2030/);
    expect(sessions[1]).toMatch(/^April 9, 2030/);
    expect(screen.getByText('Where: Maison de l’autonomie, 12 avenue Jean Jaurès, 31000 Toulouse')).toBeInTheDocument();
    expect(screen.getByText('Place to be announced')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Sign in to register your interest' })).toHaveLength(2);
    expect(within(screen.getByRole('article')).getByRole('link', { name: 'Back to the trainings' })).toHaveAttribute('href', '/trainings');
  });
});
