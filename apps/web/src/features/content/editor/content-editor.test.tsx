import type { ContentItem, ContentListEntry, TermsVersion } from '@tripfront/domain/content';
import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import contentAr from '../../../../public/locales/ar/settings-content.json';
import contentEn from '../../../../public/locales/en/settings-content.json';
import searchEn from '../../../../public/locales/en/search.json';
import settingsEn from '../../../../public/locales/en/settings.json';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { makeAgent } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';
import { SETTINGS_NS } from '../../settings/index.ts';
import { ContentSettingsPage } from './content-settings-page.tsx';
import { HiddenGemsEditor } from './hidden-gems-editor.tsx';
import { ItemForm } from './item-form.tsx';
import { TermsEditor } from './terms-editor.tsx';
import { CONTENT_NS } from './use-content-translation.ts';

beforeAll(() => {
  i18next.addResourceBundle('en', CONTENT_NS, contentEn, true, true);
  i18next.addResourceBundle('en', 'search', searchEn, true, true);
  i18next.addResourceBundle('en', SETTINGS_NS, settingsEn, true, true);
  // jsdom lays nothing out; ProseMirror measures the selection to scroll it into view.
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
});

const languages = [
  { code: 'en' as const, name: 'English' },
  { code: 'pt' as const, name: 'Português' },
];

function renderPostForm() {
  return renderApp(<ItemForm kind="post" item={null} languages={languages} onDone={() => {}} />);
}

const posts = () => fetchCalls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/agency/content');

describe('ItemForm', () => {
  it('fills the address from the title until the agent edits it', async () => {
    const { user } = renderPostForm();
    const title = screen.getByRole('textbox', { name: 'Title' });
    const slug = screen.getByRole('textbox', { name: 'Address' });
    await user.type(title, 'Summer in Lisbon!');
    expect(slug).toHaveValue('summer-in-lisbon');
    await user.clear(slug);
    await user.type(slug, 'lisbon');
    await user.type(title, ' Again');
    expect(slug).toHaveValue('lisbon');
  });

  it('refuses a cover without its text alternative, beside the field, and sends nothing', async () => {
    const { user } = renderPostForm();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Summer in Lisbon');
    await user.type(screen.getByRole('textbox', { name: 'Picture address' }), '/uploads/lisbon.jpg');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const alt = screen.getByRole('textbox', { name: 'Text alternative' });
    const message = await screen.findByText('Please describe the picture for people who cannot see it, or mark it as decorative.');
    expect(alt).toHaveAttribute('aria-invalid', 'true');
    expect(alt.getAttribute('aria-describedby')).toBe(message.id);
    expect(posts()).toHaveLength(0);

    // Decorative pictures need no description.
    mockApi({ 'POST /api/agency/content': { status: 201, body: { id: 'c1', formerSlugs: [], createdAt: '', updatedAt: '' } } });
    await user.click(screen.getByRole('checkbox', { name: 'Decorative (says nothing)' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toMatchObject({ cover: { url: '/uploads/lisbon.jpg', alt: '', decorative: true } });
  });

  it('says a cover is uploading, then puts its address in and clears the old picture’s text', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    mockApi({ 'POST /api/agency/content/images': () => new Promise((resolve) => (answer = resolve)) });
    const { user } = renderPostForm();
    await user.type(screen.getByRole('textbox', { name: 'Text alternative' }), 'The old tram');
    await user.upload(screen.getByLabelText('Upload a picture'), new File(['x'], 'tram.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Uploading the picture…')).toBeInTheDocument();
    // Save waits for the picture: saved now, the page would go without it.
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled();
    answer({ body: { url: '/uploads/tram.jpg' } });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Picture address' })).toHaveValue('/uploads/tram.jpg'));
    expect(screen.queryByText('Uploading the picture…')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Text alternative' })).toHaveValue('');
  });

  it('says the cover could not be uploaded when the answer has no message (a proxy’s 413)', async () => {
    mockApi({ 'POST /api/agency/content/images': { status: 413, body: '<html>Request Entity Too Large</html>' } });
    const { user } = renderPostForm();
    await user.upload(screen.getByLabelText('Upload a picture'), new File(['x'], 'tram.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('The picture could not be uploaded. Please try again.')).toBeInTheDocument();
  });

  it('shows a taken address beside the address field and keeps what was typed', async () => {
    mockApi({ 'POST /api/agency/content': { status: 409, body: { statusCode: 409, message: 'Another page already has this address.', field: 'slug' } } });
    const { user } = renderPostForm();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Summer in Lisbon');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const message = await screen.findByText('Another page of the site already has this address. Please choose another.');
    const slug = screen.getByRole('textbox', { name: 'Address' });
    expect(slug.getAttribute('aria-describedby')).toBe(message.id);
    expect(slug).toHaveValue('summer-in-lisbon');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Summer in Lisbon');
  });

  it('publishes with the languages written, the tags and the status', async () => {
    mockApi({ 'POST /api/agency/content': { status: 201, body: { id: 'c1', formerSlugs: [], createdAt: '', updatedAt: '' } } });
    const { user } = renderPostForm();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Summer in Lisbon');
    await user.type(screen.getByRole('textbox', { name: 'Excerpt' }), 'Trams and tiles.');
    await user.type(screen.getByRole('textbox', { name: 'Tags' }), 'Beaches, city breaks');
    await user.click(screen.getByRole('tab', { name: 'Português' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Verão em Lisboa');
    await user.click(screen.getByRole('radio', { name: 'Published' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toEqual({
      kind: 'post',
      slug: 'summer-in-lisbon',
      status: 'published',
      publishAt: null,
      cover: null,
      tags: ['beaches', 'city breaks'],
      place: null,
      top: false,
      translations: {
        en: { title: 'Summer in Lisbon', excerpt: 'Trams and tiles.', bodyHtml: '', seoTitle: '', seoDescription: '' },
        pt: { title: 'Verão em Lisboa', excerpt: '', bodyHtml: '', seoTitle: '', seoDescription: '' },
      },
    });
  });

  it('edits a destination: its place, a version in a language no longer offered kept, sent with PUT', async () => {
    const item: ContentItem = {
      id: 'd1',
      kind: 'destination',
      slug: 'lisbon',
      status: 'draft',
      publishAt: null,
      cover: null,
      tags: [],
      place: { name: 'Lisbon', latitude: 38.72, longitude: -9.14, countryCode: 'PT' },
      top: false,
      translations: {
        en: { title: 'Lisbon', excerpt: '', bodyHtml: '<p>Hills.</p>', seoTitle: '', seoDescription: '' },
        de: { title: 'Lissabon', excerpt: '', bodyHtml: '', seoTitle: '', seoDescription: '' },
      },
      formerSlugs: [],
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    };
    mockApi({ 'PUT /api/agency/content/d1': ({ body }) => ({ body: { ...item, ...(body as object) } }) });
    const { user } = renderApp(<ItemForm kind="destination" item={item} languages={[{ code: 'en', name: 'English' }]} onDone={() => {}} />);
    expect(screen.getByRole('tab', { name: 'DE' })).toBeInTheDocument();
    const latitude = screen.getByRole('textbox', { name: 'Latitude' });
    await user.clear(latitude);
    await user.type(latitude, 'north');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Please enter the latitude and longitude as numbers (for example 38.72 and -9.14).')).toBeInTheDocument();
    await user.clear(latitude);
    await user.type(latitude, '38.7');
    await user.click(screen.getByRole('checkbox', { name: 'Top destination' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(fetchCalls.some((c) => c.method === 'PUT')).toBe(true));
    const body = fetchCalls.find((c) => c.method === 'PUT')!.body as ContentItem;
    expect(body.place).toEqual({ name: 'Lisbon', latitude: 38.7, longitude: -9.14, countryCode: 'PT' });
    expect(body.top).toBe(true);
    expect(body.slug).toBe('lisbon');
    expect(Object.keys(body.translations)).toEqual(['en', 'de']);
  });

  it('shows a 400 on a picture beside its text alternative', async () => {
    mockApi({ 'POST /api/agency/content': { status: 400, body: { statusCode: 400, message: 'The text alternative is too long.', field: 'cover.alt' } } });
    const { user } = renderPostForm();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Summer in Lisbon');
    await user.type(screen.getByRole('textbox', { name: 'Picture address' }), '/uploads/lisbon.jpg');
    await user.type(screen.getByRole('textbox', { name: 'Text alternative' }), 'A tram');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    // Said in the agent's language: the API's English is never shown.
    const message = await screen.findByText('Please check this field.');
    expect(screen.getByRole('textbox', { name: 'Text alternative' }).getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.getByRole('textbox', { name: 'Text alternative' })).toHaveValue('A tram');
  });

  describe('in Arabic', () => {
    afterEach(() => i18next.changeLanguage('en'));

    it('says the form’s refusals and the API’s in the agent’s language, never in the API’s English', async () => {
      i18next.addResourceBundle('ar', CONTENT_NS, contentAr, true, true);
      await i18next.changeLanguage('ar');
      const conflict = 'Someone else saved this page since you opened it. Reload to see their changes.';
      mockApi({ 'PUT /api/agency/content/c1': { status: 409, body: { statusCode: 409, code: 'CONTENT_VERSION_CONFLICT', message: conflict } } });
      const item: ContentItem = {
        id: 'c1',
        kind: 'post',
        slug: 'lisbon',
        status: 'draft',
        publishAt: null,
        cover: null,
        tags: [],
        place: null,
        top: false,
        translations: { en: { title: 'Lisbon', excerpt: '', bodyHtml: '<p>Trams.</p>', seoTitle: '', seoDescription: '' } },
        formerSlugs: [],
        createdAt: '2026-11-20T10:00:00.000Z',
        updatedAt: '2026-11-20T10:00:00.000Z',
      };
      const { user } = renderApp(<ItemForm kind="post" item={item} languages={[{ code: 'en', name: 'English' }]} onDone={() => {}} />);
      // The schema's refusal…
      await user.clear(screen.getByRole('textbox', { name: contentAr.form.slug }));
      await user.click(screen.getByRole('button', { name: contentAr.form.saveDraft }));
      expect(await screen.findByText(contentAr.errors.slugRequired)).toBeInTheDocument();
      // …and the API's.
      await user.type(screen.getByRole('textbox', { name: contentAr.form.slug }), 'lisbon');
      await user.click(screen.getByRole('button', { name: contentAr.form.saveDraft }));
      expect(await screen.findByText(contentAr.errors.versionConflict)).toBeInTheDocument();
      expect(screen.queryByText(conflict)).toBeNull();
    });
  });

  it('saves after a form-level error once the page is written', async () => {
    mockApi({ 'POST /api/agency/content': { status: 201, body: { id: 'c1', formerSlugs: [], createdAt: '', updatedAt: '' } } });
    const { user } = renderPostForm();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Please write the page in at least one language.')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Summer in Lisbon');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(screen.queryByText('Please write the page in at least one language.')).not.toBeInTheDocument();
  });

  it('runs a prompt’s own action on Enter, never saving the half-written page', async () => {
    mockApi({ 'POST /api/agency/content': { status: 201, body: { id: 'c1', formerSlugs: [], createdAt: '', updatedAt: '' } } });
    const { user } = renderPostForm();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Summer in Lisbon');

    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.keyboard('https://example.com{Enter}');
    expect(screen.queryByRole('textbox', { name: 'Link address (empty removes the link)' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Picture' }));
    const prompt = screen.getByRole('group', { name: 'Insert a picture' });
    await user.keyboard('/img/tram.jpg{Enter}');
    expect(within(prompt).getByText('Please describe the picture, or mark it as decorative.')).toBeInTheDocument();
    await user.type(within(prompt).getByRole('textbox', { name: 'Text alternative' }), 'A yellow tram{Enter}');
    expect(prompt).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Picture' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Insert a picture' })).not.toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('does not save when Enter is pressed in the place finder with no suggestion chosen', async () => {
    mockApi({
      'POST /api/v2/hotel/auto-suggest': { body: { data: { locationSuggestions: [], allData: true } } },
      'POST /api/agency/content': { status: 201, body: { id: 'c1', formerSlugs: [], createdAt: '', updatedAt: '' } },
    });
    const { user } = renderApp(<ItemForm kind="destination" item={null} languages={languages} onDone={() => {}} />);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Porto');
    await user.type(screen.getByRole('combobox', { name: 'Find the place' }), 'Porto{Enter}');
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expect(posts()).toHaveLength(0);
  });

  it('finds a destination’s place with the hotel search’s suggestions, filling its coordinates', async () => {
    mockApi({
      'POST /api/v2/hotel/auto-suggest': {
        body: {
          data: {
            locationSuggestions: [
              { id: 'city:porto', kind: 'city', name: 'Porto', label: 'Porto, Portugal', countryCode: 'PT', latitude: 41.15, longitude: -8.61 },
            ],
            allData: true,
          },
        },
      },
    });
    const { user } = renderApp(<ItemForm kind="destination" item={null} languages={languages} onDone={() => {}} />);
    await user.type(screen.getByRole('combobox', { name: 'Find the place' }), 'Porto');
    await user.click(await screen.findByRole('option', { name: /Porto, Portugal/ }));
    expect(screen.getByRole('textbox', { name: 'Place name' })).toHaveValue('Porto, Portugal');
    expect(screen.getByRole('textbox', { name: 'Latitude' })).toHaveValue('41.15');
    expect(screen.getByRole('textbox', { name: 'Longitude' })).toHaveValue('-8.61');
    expect(screen.getByRole('textbox', { name: 'Country code (two letters)' })).toHaveValue('PT');
  });

  it('previews the page as visitors will see it', async () => {
    const { user } = renderPostForm();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Summer in Lisbon');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { level: 3, name: 'Summer in Lisbon' })).toBeInTheDocument();
  });
});

const entry = (id: string, title: string): ContentListEntry => ({
  id,
  kind: 'destination',
  slug: title.toLowerCase(),
  status: 'published',
  publishAt: null,
  title,
  languages: ['en'],
  top: false,
  live: true,
  updatedAt: '2026-11-20T10:00:00.000Z',
});

describe('HiddenGemsEditor', () => {
  it('reorders the gems with the keyboard and saves the order', async () => {
    mockApi({
      'GET /api/agency/content': { body: { items: [entry('d1', 'Oslo'), entry('d2', 'Porto'), entry('d3', 'Tunis')] } },
      'GET /api/agency/content/hidden-gems': { body: { destinationIds: ['d1', 'd2', 'd3'] } },
      'PUT /api/agency/content/hidden-gems': ({ body }) => ({ body }),
    });
    const { user } = renderApp(<HiddenGemsEditor />);
    const down = await screen.findByRole('button', { name: 'Move Oslo down' });
    down.focus();
    await user.keyboard('{Enter}');
    const list = screen.getByRole('list', { name: 'Chosen hidden gems' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('1. Porto'), expect.stringContaining('2. Oslo'), expect.stringContaining('3. Tunis')]);
    // The focus stays with Oslo, so the next press moves it again.
    expect(screen.getByRole('button', { name: 'Move Oslo down' })).toHaveFocus();
    await user.keyboard('{Enter}');
    // At the end its Down button is gone: Up has the focus.
    expect(screen.getByRole('button', { name: 'Move Oslo up' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save the hidden gems' }));
    await screen.findByText('Saved.');
    expect(fetchCalls.find((c) => c.method === 'PUT')!.body).toEqual({ destinationIds: ['d2', 'd3', 'd1'] });
  });

  it('marks the pages visitors do not see yet, chosen and offered', async () => {
    mockApi({
      'GET /api/agency/content': {
        body: {
          items: [entry('d1', 'Oslo'), { ...entry('d2', 'Porto'), status: 'draft', live: false }, { ...entry('d3', 'Tunis'), status: 'draft', live: false }],
        },
      },
      'GET /api/agency/content/hidden-gems': { body: { destinationIds: ['d1', 'd2'] } },
    });
    renderApp(<HiddenGemsEditor />);
    const list = await screen.findByRole('list', { name: 'Chosen hidden gems' });
    const [oslo, porto] = within(list).getAllByRole('listitem');
    expect(within(oslo!).queryByText('Draft')).toBeNull();
    expect(within(porto!).getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Tunis (Draft)' })).toBeInTheDocument();
  });
});

describe('TermsEditor', () => {
  it('publishes a new version of the agency terms, starting from the latest', async () => {
    const v1: TermsVersion = { kind: 'agency', version: 1, publishedAt: '2026-09-01T00:00:00.000Z', translations: { en: { bodyHtml: '<p>First terms.</p>' } } };
    let versions = [v1];
    mockApi({
      'GET /api/agency/terms': () => ({ body: { agency: versions, users: [] } }),
      'POST /api/agency/terms': ({ body }) => {
        const v2: TermsVersion = { kind: 'agency', version: 2, publishedAt: '2026-12-01T00:00:00.000Z', translations: (body as TermsVersion).translations };
        versions = [v1, v2];
        return { status: 201, body: v2 };
      },
    });
    const { user } = renderApp(<TermsEditor languages={languages} />);
    const agency = (await screen.findByRole('heading', { level: 3, name: 'Agency terms and conditions' })).closest('section')!;
    expect(within(agency).getByText(/Version 1/)).toBeInTheDocument();
    await user.click(within(agency).getByRole('button', { name: 'Publish a new version' }));
    await user.click(within(agency).getByRole('button', { name: 'Publish this version' }));
    await waitFor(() =>
      expect(fetchCalls.find((c) => c.method === 'POST')?.body).toEqual({ kind: 'agency', translations: { en: { bodyHtml: '<p>First terms.</p>' } } }),
    );
    expect(await within(agency).findByText(/Version 2/)).toBeInTheDocument();
  });
});

describe('ContentSettingsPage', () => {
  it('offers Try again when the terms do not load, and loads them again', async () => {
    let fail = true;
    mockApi({ 'GET /api/agency/terms': () => (fail ? { status: 500, body: { message: 'Down' } } : { body: { agency: [], users: [] } }) });
    const { user } = renderApp(<TermsEditor languages={languages} />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('heading', { level: 3, name: 'Agency terms and conditions' })).toBeInTheDocument();
  });

  it('offers Try again and a way back when a post does not load', async () => {
    mockApi({
      'GET /api/agency/content': { body: { items: [{ ...entry('p1', 'Summer in Lisbon'), kind: 'post' }] } },
      'GET /api/agency/content/p1': { status: 500, body: { message: 'Down' } },
    });
    const { user } = renderApp(<ContentSettingsPage />, { user: makeAgent() });
    await user.click(await screen.findByRole('button', { name: 'Edit “Summer in Lisbon”' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByText('Summer in Lisbon')).toBeInTheDocument();
  });

  it('lists the posts with their status and languages, and deletes one after confirming', async () => {
    const post = (id: string, title: string, extra: Partial<ContentListEntry>): ContentListEntry => ({ ...entry(id, title), kind: 'post', ...extra });
    let items = [
      post('p1', 'Summer in Lisbon', { languages: ['en', 'pt'] }),
      post('p2', 'Winter in Oslo', { status: 'scheduled', publishAt: '2027-01-10T09:00:00.000Z', live: false }),
      post('p3', 'Notes', { status: 'draft', live: false }),
    ];
    mockApi({
      'GET /api/agency/content': () => ({ body: { items } }),
      'DELETE /api/agency/content/p3': () => {
        items = items.filter((i) => i.id !== 'p3');
        return { status: 200, body: {} };
      },
    });
    const { user } = renderApp(<ContentSettingsPage />, { user: makeAgent() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Content' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
    const row = (title: string) => screen.getByText(title).closest('li')!;
    await screen.findByText('Summer in Lisbon');
    expect(within(row('Summer in Lisbon')).getByText('Published')).toBeInTheDocument();
    expect(
      within(within(row('Summer in Lisbon')).getByRole('list', { name: 'Languages' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['EN', 'PT']);
    expect(within(row('Winter in Oslo')).getByText('Scheduled')).toBeInTheDocument();
    // When it goes live, with its time, in the agent's own zone.
    const goesLive = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2027-01-10T09:00:00.000Z'));
    expect(within(row('Winter in Oslo')).getByText(goesLive)).toBeInTheDocument();
    expect(within(row('Notes')).getByText('Draft')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete “Notes”' }));
    expect(screen.getByText('Delete “Notes”? This cannot be undone.')).toBeInTheDocument();
    expect(fetchCalls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(row('Notes')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Notes')).toBeNull());
    expect(fetchCalls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual(['/api/agency/content/p3']);
  });

  it('opens for a SalesAgent with Website Settings access, as the API does (contentEditRefusal)', async () => {
    renderApp(<ContentSettingsPage />, { user: makeAgent({ userType: 'SalesAgent' }) });
    expect(await screen.findByRole('tab', { name: 'Posts' })).toBeInTheDocument();
  });

  it('tells a travel agent who is not on the agency’s staff who may edit the content', async () => {
    renderApp(<ContentSettingsPage />, { user: makeAgent({ userType: 'Traveller', isTravelAgent: true }) });
    expect(await screen.findByText("Only the agency's owner, admins and sales agents can edit the content; restricted agents cannot.")).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('tells an agent whose Website Settings access is off why the page is closed', async () => {
    renderApp(<ContentSettingsPage />, { user: makeAgent({ userType: 'SalesAgent', permissions: { websiteSettings: { read: false } } }) });
    expect(await screen.findByText('Your access to the website settings is turned off. Ask the agency owner or an admin to turn it on.')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('stays closed to a restricted agent, every page on, and says who may edit', async () => {
    renderApp(<ContentSettingsPage />, { user: makeAgent({ userType: 'SalesAgent', isRestrictedAgent: true }) });
    expect(await screen.findByText("Only the agency's owner, admins and sales agents can edit the content; restricted agents cannot.")).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('asks before Back, another tab or the arrow keys drop a post being written, and keeps it when asked to stay', async () => {
    mockApi({ 'GET /api/agency/content': { body: { items: [] } } });
    const { user } = renderApp(<ContentSettingsPage />, { user: makeAgent() });
    await user.click(await screen.findByRole('button', { name: 'New post' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.type(title, 'Summer in Lisbon');

    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Summer in Lisbon');

    await user.click(screen.getByRole('tab', { name: 'Hidden gems' }));
    await user.click(await screen.findByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Summer in Lisbon');

    screen.getByRole('tab', { name: 'Posts' }).focus();
    await user.keyboard('{ArrowRight}');
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(screen.getByRole('tab', { name: 'Destinations' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
  });

  it('leaves an untouched form without asking', async () => {
    mockApi({ 'GET /api/agency/content': { body: { items: [] } } });
    const { user } = renderApp(<ContentSettingsPage />, { user: makeAgent() });
    await user.click(await screen.findByRole('button', { name: 'New post' }));
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByRole('button', { name: 'New post' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before another tab drops an unsaved hidden gems order', async () => {
    mockApi({
      'GET /api/agency/content': { body: { items: [entry('d1', 'Oslo'), entry('d2', 'Porto')] } },
      'GET /api/agency/content/hidden-gems': { body: { destinationIds: ['d1', 'd2'] } },
    });
    const { user } = renderApp(<ContentSettingsPage />, { user: makeAgent() });
    await user.click(await screen.findByRole('tab', { name: 'Hidden gems' }));
    await user.click(await screen.findByRole('button', { name: 'Move Oslo down' }));
    await user.click(screen.getByRole('tab', { name: 'Terms' }));
    await user.click(await screen.findByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByRole('button', { name: 'Move Oslo up' })).toBeInTheDocument();
  });

  it('asks before Cancel drops a new terms version being written, and not when nothing changed', async () => {
    const v1: TermsVersion = { kind: 'agency', version: 1, publishedAt: '2026-09-01T00:00:00.000Z', translations: { en: { bodyHtml: '<p>First terms.</p>' } } };
    mockApi({ 'GET /api/agency/terms': { body: { agency: [v1], users: [] } } });
    const { user } = renderApp(<ContentSettingsPage />, { user: makeAgent() });
    await user.click(await screen.findByRole('tab', { name: 'Terms' }));
    const agency = (await screen.findByRole('heading', { level: 3, name: 'Agency terms and conditions' })).closest('section')!;
    await user.click(within(agency).getByRole('button', { name: 'Publish a new version' }));
    await user.click(within(agency).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(agency).queryByRole('button', { name: 'Publish this version' })).toBeNull();

    await user.click(within(agency).getByRole('button', { name: 'Publish a new version' }));
    // A decorative picture changes the text (jsdom cannot type into the editor).
    await user.click(within(agency).getByRole('button', { name: 'Picture' }));
    await user.type(within(agency).getByRole('textbox', { name: 'Picture address' }), '/img/line.png');
    await user.click(within(agency).getByRole('checkbox', { name: 'Decorative (says nothing)' }));
    await user.click(within(agency).getByRole('button', { name: 'Insert picture' }));
    await user.click(within(agency).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Stay on this page' }));
    expect(within(agency).getByRole('button', { name: 'Publish this version' })).toBeInTheDocument();
    await user.click(within(agency).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(within(agency).queryByRole('button', { name: 'Publish this version' })).toBeNull();
  });
});
