import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ResourceCollectionDocument, ResourceDocument } from '@relais/domain';
import { featuresOn, messages } from '../../test/fixtures.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderBooted } from '../../test/render.tsx';
import type { BlockProps } from '../block-types.ts';
import { RepositoryItemScreen } from './page-repository.item.tsx';
import { RepositoryList } from './page-repository.main.tsx';
import { itemOperations } from './repository-api.ts';

/** The area's English messages (seed/language-lines/repository/repository.json). */
const repositoryMessages: Record<string, string> = {"searchLabel": "Search the repository", "search": "Search", "clearSearch": "Clear the search", "tagLabel": "Tag", "anyTag": "Any tag", "sortLabel": "Order", "sort_newest": "Newest first", "sort_mostLiked": "Most liked first", "pagination": "Pages", "previousPage": "Previous page", "nextPage": "Next page", "pageOf": "Page {{page}} of {{count}}", "publishedOn": "Shared on {{date}}", "byAuthor": "by {{author}}", "categories": "Categories", "itemsCount_one": "{{count}} item", "itemsCount": "{{count}} items", "results_one": "{{count}} item", "results": "{{count}} items", "likes_one": "{{count}} like", "likes": "{{count}} likes", "comments_one": "{{count}} comment", "comments": "{{count}} comments", "downloads_one": "Downloaded {{count}} time", "downloads": "Downloaded {{count}} times", "inCategory": "In {{category}}", "withTag": "Tagged {{tag}}", "tags": "Tags", "empty": "Nothing has been shared yet.", "emptyShare": "Nothing has been shared yet. Share the first item with the community.", "noResults": "No item matches this search. Try other words, another tag or every category.", "share": "Share an item", "signInToShare": "Sign in to share an item", "backToList": "Back to {{page}}", "filedUnder": "Filed under", "edit": "Edit", "delete": "Delete", "deleteTitle": "Delete this item?", "deleteQuestion": "“{{title}}” and its files will be deleted for everyone.", "deleted": "“{{title}}” was deleted.", "pictureOf": "Picture of {{title}}", "pictureNumber": "Picture {{number}} of {{title}}", "morePictures": "More pictures", "printerSettings": "Printer settings", "defaultConfigurations": "Default configurations", "computerConfiguration": "Computer configuration", "mobileConfiguration": "Mobile configuration", "attachments": "Files", "noAttachments": "This item has no file yet.", "download": "Download", "downloadFile": "Download {{name}}", "elsewhere": "Elsewhere", "external_thingiverse_pulled": "Taken from Thingiverse", "external_thingiverse_pushed": "Also on Thingiverse", "external_myminifactory_pulled": "Taken from MyMiniFactory", "external_myminifactory_pushed": "Also on MyMiniFactory", "fileKind_video": "Video", "fileKind_audio": "Audio", "fileKind_image": "Image", "fileKind_doc": "Document", "fileKind_3d": "3D model", "fileKind_lcc": "LifeCompanion configuration", "fileKind_svg": "SVG drawing", "fileKind_other": "File", "lccNotCleaned": "This configuration could not be cleaned: it is shared as it was sent.", "lccCleaned": "Configuration cleaned: prediction data, use information and change log removed.", "lccCleaningFailed": "This configuration could not be cleaned ({{reason}}); the original file is kept.", "organizationItems": "Items of {{organization}}", "organizationTitle": "Items shared by {{organization}}", "organizationEmpty": "This organization has not shared any item yet.", "shareTitle": "Share an item", "editTitle": "Edit “{{title}}”", "fieldTitle": "Title", "field_description": "Description", "field_printerSettingsDescription": "Printer settings", "fieldCategories": "Categories", "fieldTags": "Tags", "fieldImage": "Picture", "currentImage": "Picture: {{name}}", "removeImage": "Remove the picture", "addAttachments": "Add files", "newAttachments": "Files being added", "resumeUpload": "Resume {{name}}", "removeFile": "Remove {{name}}", "remove": "Remove", "waitForUploads": "Wait until the files are sent before saving.", "uploadsFailed": "A file could not be sent: resume it or remove it before saving.", "publish": "Publish", "save": "Save", "shared": "“{{title}}” is shared.", "saved": "“{{title}}” is saved."};

type ListProps = Extract<BlockProps<'pageRepository'>, { screen: 'main' }>;
type ItemProps = Extract<BlockProps<'pageRepository'>, { screen: '/:item' }>;
const page = { path: '/repository', title: 'Repository' };
const file = (id: string, name: string, mimeType: string, recordsCount = 0) => ({ type: 'files', id, attributes: { name, originalName: name, mimeType, size: 2048, url: `/services/files/${id}`, previewUrl: null, recordsCount, metadata: {} } });
const item = (id: string, title: string, more: Record<string, unknown> = {}, relationships: Record<string, unknown> = {}) => ({
  type: 'repository-items',
  id,
  attributes: { title, likesCount: 2, commentsCount: 1, createdAt: '2026-03-02T10:00:00Z', authorName: 'Léa Martin', ...more },
  relationships: { image: { data: null }, categories: { data: [{ type: 'repository-categories', id: 'c1' }] }, tags: { data: [{ type: 'tags', id: 't1' }] }, ...relationships },
});
const categories = {
  data: [
    { type: 'repository-categories', id: 'c1', attributes: { name: 'Switch mounts', repositoryItemsCount: 4 }, relationships: { image: { data: null } } },
    { type: 'repository-categories', id: 'c2', attributes: { name: 'Guides', repositoryItemsCount: 1 }, relationships: { image: { data: null } } },
  ],
  included: [],
} as unknown as ResourceCollectionDocument;
const tags = { data: [{ type: 'tags', id: 't1', attributes: { name: 'clamp' } }] } as unknown as ResourceCollectionDocument;
const list = (items: ReturnType<typeof item>[], { total = items.length, lastPage = 1, create = false } = {}) =>
  ({ data: items, included: [...categories.data, ...tags.data], meta: { page: { total, lastPage }, permissions: { create } } }) as unknown as ResourceCollectionDocument;

const renderList = (data: Partial<ListProps['data']>, path = '/repository', me: unknown = null) =>
  renderBooted(<RepositoryList screen="main" params={{}} data={{ categories, tags, items: list([]), ...data }} props={{ title: '', perPage: 12 }} headingLevel={1} page={page} />, {
    path,
    environment: { features: featuresOn({ repository: true, likes: true, auth: true }) },
    ...(me ? { me } : {}),
  });

beforeEach(() => {
  Object.assign(messages.en, { repository: repositoryMessages, interactions: { actionsOn: 'Actions on {{title}}' } });
});
afterEach(() => vi.unstubAllGlobals());

describe('the repository’s list', () => {
  beforeEach(() => void mockApi());

  it('shows the categories with their counts, the items linking to their screens, and the tags as filters', async () => {
    await renderList({ items: list([item('i1', 'Tube clamp'), item('i2', 'Keyguard')], { total: 2 }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Repository' })).toBeInTheDocument();
    const tiles = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(tiles).getByRole('link', { name: /Switch mounts\s*4 items/ })).toHaveAttribute('href', '/repository?category=c1');
    expect(screen.getByRole('link', { name: 'Tube clamp' })).toHaveAttribute('href', '/repository/i1');
    expect(screen.getAllByRole('link', { name: '#clamp' })[0]).toHaveAttribute('href', '/repository?tag=t1');
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('2 items');
    expect(screen.getByRole('combobox', { name: 'Order' })).toHaveValue('newest');
  });

  it('marks the chosen category, which a second choice clears, and says what the list shows', async () => {
    await renderList({ items: list([item('i1', 'Tube clamp')]) }, '/repository?category=c1&tag=t1');
    const chosen = within(screen.getByRole('navigation', { name: 'Categories' })).getByRole('link', { name: /Switch mounts/ });
    expect(chosen).toHaveAttribute('aria-current', 'true');
    expect(chosen).toHaveAttribute('href', '/repository?tag=t1');
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('In Switch mounts · Tagged clamp · 1 item');
  });

  it('says what to do when nothing matches, and invites a visitor to sign in to share', async () => {
    await renderList({ items: list([]) }, '/repository?q=nothing');
    expect(screen.getByText(repositoryMessages.noResults!)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to share an item' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share an item' })).toBeNull();
  });
});

describe('an item’s screen', () => {
  const itemDocument = (more: Record<string, unknown> = {}) =>
    ({
      data: item('i1', 'Tube clamp', { description: '<p>Holds a switch.</p>', printerSettingsDescription: '<p>PETG, 0.2 mm.</p>', canEdit: false, canDelete: false, hasComments: true, ...more }, {
        attachments: { data: [{ type: 'repository-attachments', id: 'a1' }, { type: 'repository-attachments', id: 'a2' }] },
        externalInteractions: { data: [{ type: 'external-repository-interactions', id: 'x1' }] },
      }),
      included: [
        { type: 'repository-attachments', id: 'a1', relationships: { file: { data: { type: 'files', id: 'f1' } } } },
        { type: 'repository-attachments', id: 'a2', relationships: { file: { data: { type: 'files', id: 'f2' } } } },
        file('f1', 'clamp.stl', 'model/stl', 3),
        file('f2', 'grid.lcc', 'application/zip'),
        { type: 'external-repository-interactions', id: 'x1', attributes: { externalId: '55', externalUrl: 'https://www.thingiverse.com/thing:55', status: 'pushed', repositoryType: 'thingiverse' } },
        ...categories.data,
        ...tags.data,
      ],
    }) as unknown as ResourceDocument;
  const renderItem = (data: ItemProps['data']) =>
    renderBooted(<RepositoryItemScreen screen="/:item" params={{ item: 'i1' }} data={data} props={{ title: '', perPage: 12 }} headingLevel={1} page={page} />, {
      path: '/repository/i1',
      environment: { features: featuresOn({ repository: true, likes: true }) },
    });

  it('shows its title, texts, files with their kind and downloads, and where else it lives; a download is recorded', async () => {
    const requests = mockApi();
    await renderItem({ item: itemDocument() });
    expect(screen.getByRole('heading', { level: 1, name: 'Tube clamp' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Printer settings' })).toBeInTheDocument();
    expect(screen.getByText('3D model · 2 kB · Downloaded 3 times', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('LifeCompanion configuration', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Also on Thingiverse/ })).toHaveAttribute('href', 'https://www.thingiverse.com/thing:55');
    expect(screen.getByRole('link', { name: 'Back to Repository' })).toHaveAttribute('href', '/repository');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    const download = screen.getByRole('link', { name: 'Download clamp.stl' });
    expect(download).toHaveAttribute('href', '/services/files/f1');
    download.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(download);
    await waitFor(() => expect(requests.some((request) => request.url.endsWith('/stats/records') && request.method === 'POST')).toBe(true));
    expect(screen.getByText('Downloaded 4 times', { exact: false })).toBeInTheDocument();
  });

  it('offers editing and deleting to who may', async () => {
    mockApi();
    await renderItem({ item: itemDocument({ canEdit: true, canDelete: true }) });
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});

describe('an item’s save', () => {
  it('writes a new item and its attachments in one request, the attachments pointing at it by lid', () => {
    const operations = itemOperations({ id: null, values: { title: 'Clamp', description: '', printerSettingsDescription: '', categories: ['c1'], tags: [], image: null }, addFiles: ['f1', 'f2'], removeAttachments: [] }) as { op: string; data: { type: string; lid?: string; relationships: Record<string, { data: unknown }> } }[];
    expect(operations.map((operation) => [operation.op, operation.data.type])).toEqual([
      ['add', 'repository-items'],
      ['add', 'repository-attachments'],
      ['add', 'repository-attachments'],
    ]);
    expect(operations[1]!.data.relationships.repositoryItem!.data).toEqual({ type: 'repository-items', lid: 'item' });
  });

  it('updates an item, adds the new files and removes the attachments taken away', () => {
    const operations = itemOperations({ id: 'i1', values: { title: 'Clamp', description: '<p>x</p>', printerSettingsDescription: '', categories: [], tags: ['t1'], image: 'f9' }, addFiles: ['f3'], removeAttachments: ['a1'] }) as { op: string; ref?: unknown }[];
    expect(operations.map((operation) => operation.op)).toEqual(['update', 'add', 'remove']);
    expect(operations[2]!.ref).toEqual({ type: 'repository-attachments', id: 'a1' });
  });
});
