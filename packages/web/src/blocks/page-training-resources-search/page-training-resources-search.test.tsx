import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResourceCollectionDocument, ResourceDocument } from '@relais/domain';
import { featuresOn, messages } from '../../test/fixtures.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderBooted } from '../../test/render.tsx';
import type { BlockProps } from '../block-types.ts';
import { ResourceSearchList } from './page-training-resources-search.main.tsx';
import { ResourceScreen } from './page-training-resources-search.resource.tsx';
import { ReviewForm, reviewAttributes } from './review-form.tsx';

/** The area's English messages (seed/language-lines/training/trainingResources.json). */
const areaMessages: Record<string, string> = {"searchLabel": "Search the training resources", "searchRequestsLabel": "Search the requests", "search": "Search", "clearSearch": "Show everything", "typeLabel": "Type", "anyType": "Any type", "themeLabel": "Theme", "anyTheme": "Any theme", "chooseType": "Choose a type (optional)", "results_one": "{{count}} resource found", "results": "{{count}} resources found", "requestResults_one": "{{count}} request found", "requestResults": "{{count}} requests found", "empty": "No training resource is shared yet. Come back soon, or ask for the one you need.", "noResults": "No resource matches this search. Try other words, another type or theme, or ask for the resource you need.", "noRequests": "No request yet. Missing a resource? Ask for it: others can support your request.", "noRequestResults": "No request matches this search. Try other words, or ask for the resource yourself.", "noSelection": "Nothing to show here yet.", "pagination": "Pages", "previousPage": "Previous page", "nextPage": "Next page", "pageOf": "Page {{page}} of {{count}}", "publishedOn": "Published on {{date}}", "byAuthor": "By {{author}}", "noReviews": "No review yet", "rating_one": "Rated {{average}} out of 5 ({{count}} review)", "rating": "Rated {{average}} out of 5 ({{count}} reviews)", "supporters_one": "{{count}} member supports it", "supporters": "{{count}} members support it", "missingOne": "Missing a resource?", "askForOne": "Ask for a resource", "signInToAsk": "Sign in to ask for a resource", "signInToReview": "Sign in to review this resource", "backToList": "Back to the training resources", "backToRequests": "Back to the requests", "backToResource": "Back to the resource", "source": "Source", "originalAuthors": "Original authors", "licence": "Licence", "openResource": "Open the resource", "usageNotes": "How to use it", "updates": "Updates", "files": "Files", "originalResources": "Built on", "answersRequests": "Answers the requests", "noDescription": "No description yet.", "reviews": "Reviews", "writeReview": "Review this resource", "sendReview": "Send my review", "saveReview": "Save my review", "reviewSent": "Your review is sent. Thank you!", "reviewSaved": "Your review is saved.", "reviewDeleted": "Your review is deleted.", "yourRating": "You rated it {{rating}} out of 5.", "yourReview": "You reviewed this resource.", "openYourReview": "Open my review", "reviewOf": "Review of “{{title}}”", "reviewedOn": "Rated on", "reviewFile": "Attached file: {{name}}", "editReview": "Change my review", "deleteReview": "Delete my review", "deleteReviewTitle": "Delete your review?", "deleteReviewMessage": "Your rating will no longer count in the resource’s average.", "fieldObjective": "What did you use it for?", "chooseObjective": "Choose a use", "objective_personal": "For myself", "objective_project": "For a project", "objective_integration": "For an integration", "objective_other": "Another use", "fieldObjectiveComment": "About this use", "fieldRecipientsCount": "How many people did it reach?", "recipientsHelp": "A whole number, from 1.", "recipientsInvalid": "Enter a whole number from 1 to 1,000,000.", "fieldRating": "Your rating", "ratingOption": "{{rating}} out of {{max}}", "fieldComment": "What did you think of it?", "fieldFile": "Attach a file (optional)", "fileAttached": "Attached: {{name}}", "fieldRequestTitle": "What resource are you looking for?", "fieldRequestDescription": "What should it hold?", "fieldInspirationUrl": "A page that inspires you", "inspirationHelp": "Optional: the address of something similar (https://…).", "fieldOtherType": "Name the type", "fieldOtherTheme": "Name the theme", "sendRequest": "Send my request", "requestSent": "Your request is published: others can now support it.", "requestDeleted": "Your request is deleted.", "deleteRequest": "Withdraw my request", "deleteRequestTitle": "Withdraw your request?", "deleteRequestMessage": "It will no longer be listed, and its supporters will no longer see it.", "openInspiration": "Open the inspiring page", "extendedResources": "Would build on", "answers": "Resources answering it", "notAnswered": "No resource answers it yet.", "fieldRequestType": "Type of resource", "fieldRequestThemes": "Themes"};

const type = { type: 'training-resource-types', id: 'guide', attributes: { name: 'Guide' } };
const theme = { type: 'training-resource-themes', id: 'access', attributes: { name: 'Access and switches' } };
const resource = (id: string, title: string, more: Record<string, unknown> = {}) => ({
  type: 'training-resources',
  id,
  attributes: { title, publishedAt: '2026-03-02T10:00:00Z', authorName: 'Nadia Benali', reviewsCount: 0, reviewsAverageRating: null, likesCount: 0, ...more },
  relationships: { resourceType: { data: { type: 'training-resource-types', id: 'guide' } }, themes: { data: [{ type: 'training-resource-themes', id: 'access' }] } },
});
const list = (rows: ReturnType<typeof resource>[], lastPage = 1) =>
  ({ data: rows, included: [type, theme], meta: { page: { total: rows.length, lastPage }, permissions: { create: false } }, jsonapi: { version: '1.1' } }) as unknown as ResourceCollectionDocument;
const references = (rows: unknown[]) => ({ data: rows, meta: { page: { total: rows.length, lastPage: 1 } }, jsonapi: { version: '1.1' } }) as unknown as ResourceCollectionDocument;

type ListProps = Extract<BlockProps<'pageTrainingResourcesSearch'>, { screen: 'main' }>;
type ResourceProps = Extract<BlockProps<'pageTrainingResourcesSearch'>, { screen: '/:resource' }>;
const page = { path: '/training-resources', title: 'Training resources' };
const environment = { features: featuresOn({ trainingResources: true, trainingResourcesRequests: true, likes: true }) };
const props = { title: '', perPage: 12, requestsPath: '/training-requests' };

beforeEach(() => {
  Object.assign(messages.en, { trainingResources: areaMessages, interactions: { actionsOn: 'Actions on {{title}}' } });
  mockApi();
});
afterEach(() => vi.unstubAllGlobals());

describe('the training resources search', () => {
  it('shows each resource with its type, themes and rating, linking to /:resource, with the type and theme filters and the way to ask for a missing one', async () => {
    const rows = [resource('r1', 'Placing a switch', { reviewsCount: 3, reviewsAverageRating: '4.67' }), resource('r2', 'Core words in ten minutes')];
    const data = { resources: list(rows, 2), types: references([type]), themes: references([theme]) };
    await renderBooted(<ResourceSearchList screen="main" params={{}} data={data as ListProps['data']} props={props} headingLevel={1} page={page} />, { path: '/training-resources?type=guide', environment });
    expect(screen.getByRole('heading', { level: 1, name: 'Training resources' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Placing a switch' })).toHaveAttribute('href', '/training-resources/r1');
    const card = screen.getByRole('link', { name: 'Placing a switch' }).closest('article')!;
    expect(within(card as HTMLElement).getByText('Guide · Access and switches')).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText('Rated 4.7 out of 5 (3 reviews)')).toBeInTheDocument();
    expect(screen.getAllByText('No review yet')).toHaveLength(1);
    const search = screen.getByRole('search', { name: 'Search the training resources' });
    expect(within(search).getByRole('combobox', { name: 'Type' })).toHaveValue('guide');
    expect(within(search).getByRole('combobox', { name: 'Theme' })).toHaveValue('');
    expect(screen.getByText('2 resources found')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Ask for a resource' })).toHaveAttribute('href', '/training-requests');
    expect(within(screen.getByRole('navigation', { name: 'Pages' })).getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('says what to do next when nothing matches', async () => {
    const data = { resources: list([]), types: references([type]), themes: references([theme]) };
    await renderBooted(<ResourceSearchList screen="main" params={{}} data={data as ListProps['data']} props={props} headingLevel={1} page={page} />, { path: '/training-resources?q=zzz', environment });
    expect(screen.getByText(/No resource matches this search\. Try other words, another type or theme, or ask for the resource you need\./)).toBeInTheDocument();
  });
});

describe('a training resource’s screen', () => {
  it('shows its title as the h1, its facts, files, what it grows from and answers, its rating, and invites a visitor to sign in to review it', async () => {
    const document = {
      data: {
        ...resource('r1', 'Placing a switch', { description: '<p>A printable checklist.</p>', source: 'OT network', originalAuthors: 'M. Laurent', licenseId: 'CC-BY-SA-4.0', reviewsCount: 2, reviewsAverageRating: '4.50' }),
        relationships: {
          ...resource('r1', '').relationships,
          files: { data: [{ type: 'files', id: 'f1' }] },
          originalResources: { data: [{ type: 'training-resources', id: 'r0' }] },
          originalRequests: { data: [{ type: 'training-resource-requests', id: 'q1' }] },
        },
      },
      included: [type, theme, { type: 'files', id: 'f1', attributes: { originalName: 'checklist.pdf', url: '/services/files/f1' } }, { type: 'training-resources', id: 'r0', attributes: { title: 'Switch basics' } }, { type: 'training-resource-requests', id: 'q1', attributes: { title: 'A checklist for families' } }],
      jsonapi: { version: '1.1' },
    } as unknown as ResourceDocument;
    await renderBooted(<ResourceScreen screen="/:resource" params={{ resource: 'r1' }} data={{ resource: document } as ResourceProps['data']} props={props} headingLevel={1} page={page} />, { path: '/training-resources/r1', environment });
    expect(screen.getByRole('heading', { level: 1, name: 'Placing a switch' })).toBeInTheDocument();
    expect(screen.getByText('A printable checklist.')).toBeInTheDocument();
    expect(screen.getByText('OT network')).toBeInTheDocument();
    expect(screen.getByText('CC-BY-SA-4.0')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'checklist.pdf' })).toHaveAttribute('href', '/services/files/f1');
    expect(screen.getByRole('link', { name: 'Switch basics' })).toHaveAttribute('href', '/training-resources/r0');
    expect(screen.getByRole('link', { name: 'A checklist for families' })).toHaveAttribute('href', '/training-requests/q1');
    expect(screen.getByRole('heading', { level: 2, name: 'Reviews' })).toBeInTheDocument();
    expect(screen.getByText('Rated 4.5 out of 5 (2 reviews)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the training resources' })).toHaveAttribute('href', '/training-resources');
  });
});

describe('the review form', () => {
  it('asks for the recipients only for a project, an integration or another use, and sends none for a personal one', async () => {
    const sent: unknown[] = [];
    await renderBooted(<ReviewForm submitLabel="Send my review" onSend={async (values) => void sent.push(reviewAttributes(values))} />, { environment });
    const user = userEvent.setup();
    const objective = screen.getByRole('combobox', { name: /What did you use it for\?/ });
    await user.selectOptions(objective, 'personal');
    expect(screen.queryByRole('spinbutton', { name: 'How many people did it reach?' })).toBeNull();
    await user.selectOptions(objective, 'project');
    await user.type(screen.getByRole('spinbutton', { name: 'How many people did it reach?' }), '0');
    await user.click(screen.getByRole('button', { name: 'Send my review' }));
    // A rating is required, and the count is a whole number from 1.
    expect(await screen.findByText('Enter a whole number from 1 to 1,000,000.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(screen.getByRole('spinbutton', { name: 'How many people did it reach?' }));
    await user.type(screen.getByRole('spinbutton', { name: 'How many people did it reach?' }), '8');
    await user.click(screen.getByRole('radio', { name: '4 out of 5' }));
    await user.selectOptions(objective, 'personal');
    await user.click(screen.getByRole('button', { name: 'Send my review' }));
    await vi.waitFor(() => expect(sent).toEqual([{ objective: 'personal', objectiveComment: null, recipientsCount: null, reviewRating: 4, reviewComment: null }]));
  });
});
