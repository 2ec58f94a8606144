import type { PublicContentItem, PublicContentSummary } from '@tripfront/domain/content';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAgency } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { BlogPage } from './blog-page.tsx';
import { BlogPostPage } from './blog-post-page.tsx';
import { DestinationsPage } from './destinations-page.tsx';
import { HiddenGemsPage } from './hidden-gems-page.tsx';
import { AgencyTermsPage, UserTermsPage } from './terms-page.tsx';

const summary = (slug: string, title: string, extra: Partial<PublicContentSummary> = {}): PublicContentSummary => ({
  kind: 'post',
  slug,
  language: 'en',
  title,
  excerpt: `About ${title}.`,
  cover: { url: `/img/${slug}.jpg`, alt: `Cover of ${title}`, decorative: false },
  tags: ['beaches'],
  publishedAt: '2026-11-20T10:00:00.000Z',
  place: null,
  top: false,
  ...extra,
});

const post: PublicContentItem = {
  ...summary('summer-in-lisbon', 'Summer in Lisbon'),
  bodyHtml: '<p>Trams, tiles and custard tarts.</p><script>window.hacked = 1</script>',
  seoTitle: '',
  seoDescription: '',
  updatedAt: '2026-11-21T10:00:00.000Z',
};

const blogRoutes = [
  { path: '/blog', element: <BlogPage /> },
  { path: '/blog/:slug', element: <BlogPostPage /> },
];

describe('BlogPage', () => {
  it('lists the posts as cards with links, tags and pages, asking for the page in the URL', async () => {
    mockApi({
      'GET /api/content/posts': {
        body: {
          items: [summary('summer-in-lisbon', 'Summer in Lisbon'), summary('winter-in-oslo', 'Winter in Oslo', { tags: [] })],
          page: 2,
          pageCount: 3,
          total: 26,
        },
      },
    });
    renderApp(null, { routes: blogRoutes, path: '/blog?page=2' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    const card = screen.getByRole('heading', { level: 2, name: 'Summer in Lisbon' }).closest('article')!;
    expect(within(card).getByRole('link', { name: 'Summer in Lisbon' })).toHaveAttribute('href', '/blog/summer-in-lisbon');
    expect(within(card).getByRole('img', { name: 'Cover of Summer in Lisbon' })).toHaveAttribute('src', '/img/summer-in-lisbon.jpg');
    // Cards below the fold wait until they are near.
    expect(within(card).getByRole('img', { name: 'Cover of Summer in Lisbon' })).toHaveAttribute('loading', 'lazy');
    expect(within(card).getByRole('link', { name: '#beaches' })).toHaveAttribute('href', '/blog?tag=beaches');
    expect(within(card).getByText('November 20, 2026')).toBeInTheDocument();
    expect(within(card).getByText('November 20, 2026').closest('[lang]')).toBeNull();
    expect(within(card).getByText('About Summer in Lisbon.')).toHaveAttribute('lang', 'en');

    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blog');
    expect(within(pager).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blog?page=3');
    expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/blog?page=3');
    expect(within(pager).getByText('2')).toHaveAttribute('aria-current', 'page');
    const request = fetchCalls.find((c) => c.url.pathname === '/api/content/posts')!;
    expect(request.url.searchParams.get('page')).toBe('2');
    expect(request.url.searchParams.get('lang')).toBe('en');
  });

  it('shows the not-found page for a page past the end, as the server answers it 404', async () => {
    mockApi({ 'GET /api/content/posts': { body: { items: [], page: 4, pageCount: 3, total: 26 } } });
    renderApp(null, { routes: blogRoutes, path: '/blog?page=4' });
    expect(await screen.findByRole('heading', { level: 1, name: "The page you're looking for is not found." })).toBeInTheDocument();
    expect(screen.queryByText('No posts yet. Check back soon.')).toBeNull();
  });

  it('says so when there are no posts', async () => {
    mockApi({ 'GET /api/content/posts': { body: { items: [], page: 1, pageCount: 0, total: 0 } } });
    renderApp(null, { routes: blogRoutes, path: '/blog' });
    expect(await screen.findByText('No posts yet. Check back soon.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });
});

describe('BlogPostPage', () => {
  it('shows the title, date, cover with its alt, the sanitised body, tags and the way back', async () => {
    mockApi({ 'GET /api/content/posts/summer-in-lisbon': { body: post } });
    const { container } = renderApp(null, { routes: blogRoutes, path: '/blog/summer-in-lisbon' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer in Lisbon' })).toBeInTheDocument();
    expect(screen.getByText('Trams, tiles and custard tarts.')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    // The article's cover is its largest picture: fetched at once, first.
    expect(screen.getByRole('img', { name: 'Cover of Summer in Lisbon' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Cover of Summer in Lisbon' })).toHaveAttribute('fetchpriority', 'high');
    const tag = screen.getByRole('link', { name: '#beaches' });
    expect(tag).toHaveAttribute('href', '/blog?tag=beaches');
    // Its own direction: "#beaches" stays so on a right-to-left page, not "beaches#".
    expect(tag).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blog');
    // The post's language is on its own texts; the date and the way back are the page's (an English
    // post on an Arabic page keeps them in Arabic, right to left).
    expect(screen.getByRole('heading', { level: 1, name: 'Summer in Lisbon' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Trams, tiles and custard tarts.').closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(tag).toHaveAttribute('lang', 'en');
    expect(screen.getByText('November 20, 2026').closest('[lang]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the blog' }).closest('[lang]')).toBeNull();
  });

  it('shows the not-found page for an unknown post', async () => {
    mockApi({ 'GET /api/content/posts/nowhere': { status: 404, body: { message: 'Not found' } } });
    renderApp(null, { routes: blogRoutes, path: '/blog/nowhere' });
    expect(await screen.findByRole('heading', { level: 1, name: "The page you're looking for is not found." })).toBeInTheDocument();
  });

  it('goes to the new address of a post whose slug changed', async () => {
    mockApi({
      'GET /api/content/posts/old-lisbon': { status: 404, body: { message: 'Moved', movedTo: 'summer-in-lisbon' } },
      'GET /api/content/posts/summer-in-lisbon': { body: post },
    });
    const { router } = renderApp(null, { routes: blogRoutes, path: '/blog/old-lisbon' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer in Lisbon' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/blog/summer-in-lisbon');
  });
});

describe('AgencyTermsPage', () => {
  it('shows the version named, its date and links to the others', async () => {
    mockApi({
      'GET /api/content/terms/agency/2': {
        body: {
          kind: 'agency',
          version: 2,
          publishedAt: '2026-10-01T00:00:00.000Z',
          language: 'en',
          bodyHtml: '<p>Second terms.</p>',
          versions: [
            { version: 3, publishedAt: '2026-11-01T00:00:00.000Z' },
            { version: 2, publishedAt: '2026-10-01T00:00:00.000Z' },
            { version: 1, publishedAt: '2026-09-01T00:00:00.000Z' },
          ],
        },
      },
    });
    renderApp(null, {
      routes: [{ path: '/agency-terms-and-conditions/:id', element: <AgencyTermsPage /> }],
      path: '/agency-terms-and-conditions/2',
      agency: makeAgency(),
    });
    expect(await screen.findByText('Second terms.')).toBeInTheDocument();
    expect(screen.getByText('October 1, 2026')).toBeInTheDocument();
    const others = screen.getByRole('navigation', { name: 'Other versions' });
    expect(within(others).getByRole('link', { name: /Version 3/ })).toHaveAttribute('href', '/agency-terms-and-conditions/3');
    expect(within(others).getByRole('link', { name: /Version 1/ })).toHaveAttribute('href', '/agency-terms-and-conditions/1');
    expect(within(others).queryByRole('link', { name: /Version 2/ })).toBeNull();
  });

  it('says an address that names no version has none, as the server answers it 404, and asks for nothing', async () => {
    mockApi({});
    renderApp(null, {
      routes: [{ path: '/agency-terms-and-conditions/:id', element: <AgencyTermsPage /> }],
      path: '/agency-terms-and-conditions/first',
      agency: makeAgency(),
    });
    const latest = await screen.findByRole('link', { name: 'Read the latest version' });
    expect(latest).toHaveAttribute('href', '/agency-terms-and-conditions/latest');
    expect(fetchCalls.filter((c) => c.url.pathname.startsWith('/api/content/terms'))).toHaveLength(0);
  });
});

describe('UserTermsPage', () => {
  it('shows the latest users’ terms the agency published', async () => {
    mockApi({
      'GET /api/content/terms/users/latest': {
        body: { kind: 'users', version: 3, publishedAt: '2026-11-01T00:00:00.000Z', language: 'en', bodyHtml: '<p>Travellers agree.</p>', versions: [] },
      },
    });
    renderApp(<UserTermsPage fallback={<p>The setting’s terms</p>} />);
    expect(await screen.findByText('Travellers agree.')).toBeInTheDocument();
    expect(screen.getByText(/Version 3/)).toBeInTheDocument();
    expect(screen.queryByText('The setting’s terms')).toBeNull();
  });

  it('shows the Terms of use setting when no version was published', async () => {
    mockApi({ 'GET /api/content/terms/users/latest': { status: 404, body: { message: 'Not found' } } });
    renderApp(<UserTermsPage fallback={<p>The setting’s terms</p>} />);
    expect(await screen.findByText('The setting’s terms')).toBeInTheDocument();
  });
});

describe('HiddenGemsPage', () => {
  it('lists the gems in the agency’s order, each a link to its destination page', async () => {
    const gem = (slug: string, title: string) => ({ ...summary(slug, title), kind: 'destination' as const, tags: [] });
    mockApi({ 'GET /api/content/hidden-gems': { body: { items: [gem('tunis', 'Tunis'), gem('porto', 'Porto')] } } });
    renderApp(<HiddenGemsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hidden gems round the world' })).toBeInTheDocument();
    const links = screen.getAllByRole('heading', { level: 2 }).map((h) => within(h).getByRole('link'));
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Tunis', '/destination/tunis'],
      ['Porto', '/destination/porto'],
    ]);
  });

  it('says so when there are none', async () => {
    mockApi({ 'GET /api/content/hidden-gems': { body: { items: [] } } });
    renderApp(<HiddenGemsPage />);
    expect(await screen.findByText('No hidden gems yet. Check back soon.')).toBeInTheDocument();
  });
});

describe('DestinationsPage', () => {
  it('asks for the top destinations only on /top-destination', async () => {
    mockApi({ 'GET /api/content/destinations': { body: { items: [{ ...summary('porto', 'Porto'), kind: 'destination' }], page: 1, pageCount: 1, total: 1 } } });
    renderApp(<DestinationsPage top />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Top destinations' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Porto' })).toHaveAttribute('href', '/destination/porto');
    expect(fetchCalls.find((c) => c.url.pathname === '/api/content/destinations')!.url.searchParams.get('top')).toBe('true');
  });
});
