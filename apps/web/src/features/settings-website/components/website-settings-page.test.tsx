import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import settingsEn from '../../../../public/locales/en/settings.json';
import websiteEn from '../../../../public/locales/en/settings-website.json';
import { SETTINGS_NS } from '../../settings/index.ts';
import { makeAgent } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { WEBSITE_NS } from '../hooks/use-website-translation.ts';
import { makeSettings } from './test-settings.ts';
import { WebsiteSettingsPage } from './website-settings-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', SETTINGS_NS, settingsEn, true, true);
  i18next.addResourceBundle('en', WEBSITE_NS, websiteEn, true, true);
});

const saves = () => fetchCalls.filter((c) => c.method === 'PUT' && c.url.pathname === '/api/agency/settings/website');

function renderPage(settings = makeSettings()) {
  mockApi({ 'GET /api/agency/settings': { body: { data: settings } } });
  return renderApp(null, {
    user: makeAgent(),
    path: '/settings/website/',
    routes: [
      { path: '/settings/website/', element: <WebsiteSettingsPage /> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
  });
}

// A long form: typing into it in jsdom on a shared machine takes a few seconds per test.
describe('WebsiteSettingsPage', { timeout: 30_000 }, () => {
  it('loads the settings, saves an edited title with the version read, and shows the saved answer', async () => {
    const { user } = renderPage();
    const title = await screen.findByLabelText('Page title');
    expect(title).toHaveValue('Test Travel | Hotels');
    // The table of contents links every section.
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(toc).getByRole('link', { name: 'Search engines' })).toHaveAttribute('href', '#website-seo');

    await user.clear(title);
    await user.type(title, 'Sunny trips');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    const saved = makeSettings(5);
    saved.website.agency.metaData.title = 'Sunny trips';
    mockApi({ 'PUT /api/agency/settings/website': { body: { data: saved } } });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await screen.findByText('All changes saved.');
    const [call] = saves();
    expect(call?.body).toMatchObject({ version: 4, settings: { agency: { metaData: { title: 'Sunny trips', keywords: ['hotels'] } } } });
    expect(screen.getByLabelText('Page title')).toHaveValue('Sunny trips');
    // The footer's About and FAQ links follow the pages' switches.
    expect(call?.body).toMatchObject({ settings: { agency: { isAbousUsEnable: true, isFaqEnable: true }, about: { isEnabled: true } } });
  });

  it('translates the header links and page titles for each other language offered, and saves them (decision 0099)', async () => {
    const settings = makeSettings();
    settings.website.agency.languages = [
      { name: 'English', code: 'en', value: 'en' },
      { name: 'العربية', code: 'ar', value: 'ar' },
    ];
    settings.website.agency.defaultLanguage = 'en';
    mockApi({ 'GET /api/agency/navigations': { body: { agencyNavigation: [{ label: 'Blog', path: '/blog' }] } } });
    const { user } = renderPage(settings);
    const arabic = within(await screen.findByRole('group', { name: 'العربية' }));
    // Only the languages besides the default one.
    expect(screen.queryByRole('group', { name: 'English' })).not.toBeInTheDocument();
    const blog = await arabic.findByLabelText('Header link “Blog”');
    expect(blog).toHaveAttribute('placeholder', 'Blog');
    await user.type(blog, 'المدونة');
    await user.type(arabic.getByLabelText('FAQ page title'), 'الأسئلة الشائعة');
    mockApi({ 'PUT /api/agency/settings/website': { body: { data: makeSettings(5) } } });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('All changes saved.');
    expect(saves()[0]?.body).toMatchObject({
      settings: { agency: { translations: { ar: { navigation: { '/blog': 'المدونة' }, aboutTitle: '', faqTitle: 'الأسئلة الشائعة' } } } },
    });
  });

  it('shows a conflict with the other editor and reloads the settings on request', async () => {
    const { user } = renderPage();
    await user.type(await screen.findByLabelText('Page title'), '!');
    mockApi({
      'PUT /api/agency/settings/website': {
        status: 409,
        body: { message: 'Alex Admin saved these settings at 10:02, after you opened them.', code: 'VERSION_CONFLICT' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Alex Admin saved these settings at 10:02');
    const newer = makeSettings(6);
    newer.website.agency.metaData.title = 'Their title';
    mockApi({ 'GET /api/agency/settings': { body: { data: newer } } });
    await user.click(screen.getByRole('button', { name: 'Reload settings' }));
    await waitFor(() => expect(screen.getByLabelText('Page title')).toHaveValue('Their title'));
    expect(screen.queryByText(/Alex Admin/)).not.toBeInTheDocument();
  });

  it('marks the field the API refused', async () => {
    const { user } = renderPage();
    await user.type(await screen.findByLabelText('Contact email'), 'x');
    mockApi({
      'PUT /api/agency/settings/website': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'settings.agency.contactEmailId: is not accepted here',
          field: 'settings.agency.contactEmailId',
        },
      },
    });
    // Valid for the browser (an email), refused by the API.
    await user.clear(screen.getByLabelText('Contact email'));
    await user.type(screen.getByLabelText('Contact email'), 'team@elsewhere.example');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const email = screen.getByLabelText('Contact email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('is not accepted here');
  });

  it('checks the form in the browser first, in the interface language, without calling the API', async () => {
    const { user } = renderPage();
    await user.clear(await screen.findByLabelText('Contact email'));
    await user.type(screen.getByLabelText('Contact email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please enter an email address like name@example.com.')).toBeInTheDocument();
    expect(screen.getByLabelText('Contact email')).toHaveFocus();
    expect(saves()).toHaveLength(0);
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = renderPage();
    await user.click(await screen.findByLabelText('Hide Sign Up'));
    void router.navigate('/elsewhere');
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/settings/website/');
  });

  it('reorders FAQ questions with the keyboard and saves the new order', async () => {
    const { user } = renderPage();
    const down = await screen.findByRole('button', { name: 'Move question 1 down' });
    down.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Question 1')).toHaveValue('Can I cancel?');
    expect(screen.getByLabelText('Question 2')).toHaveValue('How do I pay?');
    // Focus follows the question that moved, and a screen reader hears where it went.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move question 2 down' })).toHaveFocus());
    expect(screen.getByText('Question moved to position 2 of 3.')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Question 3')).toHaveValue('How do I pay?');
    // At the bottom, the Move down button is off and focus moves to Move up.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move question 3 up' })).toHaveFocus());

    mockApi({ 'PUT /api/agency/settings/website': { body: { data: makeSettings(5) } } });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    const body = saves()[0]?.body as { settings: { faqs: { questions: Array<{ question: string }> } } };
    expect(body.settings.faqs.questions.map((q) => q.question)).toEqual(['Can I cancel?', 'Do you sell cruises?', 'How do I pay?']);
  });

  it('adds and removes FAQ questions; an empty question is refused', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add a question' }));
    expect(screen.getByLabelText('Question 4')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please fill in this field.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove question 4' }));
    expect(screen.queryByLabelText('Question 4')).not.toBeInTheDocument();
  });

  it('wraps the selection in tags and previews the sanitised HTML', async () => {
    const { user } = renderPage();
    const content = (await screen.findByLabelText('Content')) as HTMLTextAreaElement;
    await user.clear(content);
    await user.type(content, 'Hello world<script>alert(1)</script>');
    content.setSelectionRange(6, 11);
    await user.click(within(screen.getByRole('group', { name: 'Formatting for Content' })).getByRole('button', { name: 'Bold' }));
    expect(content.value).toBe('Hello <strong>world</strong><script>alert(1)</script>');
    const preview = content.closest('.tf-rich-text')?.querySelector('.tf-rich-text__preview');
    expect(preview?.querySelector('strong')).toHaveTextContent('world');
    expect(preview?.querySelector('script')).toBeNull();
  });

  it('uploads a picture with its type, previews the answer, and keeps the storefront address read-only', async () => {
    const { user } = renderPage();
    expect(await screen.findByLabelText('Storefront address')).toHaveAttribute('readonly');
    mockApi({
      'POST /api/agency/settings/images': {
        status: 201,
        body: { data: { url: '/api/agency/assets/0c4d', contentType: 'image/png', bytes: 70, width: 2, height: 2 } },
      },
    });
    await user.upload(screen.getByLabelText('Upload Logo'), new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Logo: current picture' })).toHaveAttribute('src', '/api/agency/assets/0c4d');
    const upload = fetchCalls.find((c) => c.method === 'POST');
    expect(upload?.url.search).toBe('?slot=logo');
    expect(upload?.headers['Content-Type']).toBe('image/png');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Logo' }));
    expect(screen.queryByRole('img', { name: 'Logo: current picture' })).not.toBeInTheDocument();
  });

  it("refuses a file that is not an image before uploading it, and shows the API's reason for one it refuses", async () => {
    renderPage();
    // The file dialog offers images only; a GIF chosen with "All files" still arrives.
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText('Upload Favicon');
    await user.upload(input, new File(['gif'], 'icon.gif', { type: 'image/gif' }));
    expect(await screen.findByText('This file is not a PNG, JPEG, WebP or SVG image.')).toBeInTheDocument();
    await user.upload(input, new File([new Uint8Array(200 * 1024)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('This file is larger than 128 KB. Please choose a smaller one.')).toBeInTheDocument();
    expect(fetchCalls.filter((c) => c.method === 'POST')).toHaveLength(0);

    mockApi({ 'POST /api/agency/settings/images': { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'The SVG contains a script.' } } });
    await user.upload(input, new File(['<svg/>'], 'icon.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('The SVG contains a script.')).toBeInTheDocument();
  });

  it('keeps the default language offered and offers only offered languages as the default', async () => {
    const { user } = renderPage();
    const english = await screen.findByRole('checkbox', { name: 'English' });
    expect(english).toBeDisabled();
    const select = screen.getByLabelText('Default language');
    expect(within(select).queryByRole('option', { name: 'Deutsch' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Deutsch' }));
    await user.selectOptions(select, 'Deutsch');
    expect(screen.getByRole('checkbox', { name: 'Deutsch' })).toBeDisabled();
    expect(english).toBeEnabled();
  });

  it('inserts a picture into the About text only with its text alternative or marked decorative (issue #44)', async () => {
    const { user } = renderPage();
    const toolbar = await screen.findByRole('group', { name: 'Formatting for Content' });
    const about = screen.getByRole('textbox', { name: 'Content' });
    await user.click(within(toolbar).getByRole('button', { name: 'Picture' }));
    await user.type(screen.getByRole('textbox', { name: 'Picture address' }), '/img/team.jpg');
    await user.click(screen.getByRole('button', { name: 'Insert picture' }));
    expect(await screen.findByText('Please describe the picture, or mark it as decorative.')).toBeInTheDocument();
    expect(about).not.toHaveValue(expect.stringContaining('team.jpg'));

    await user.type(screen.getByRole('textbox', { name: 'Text alternative' }), 'Our team in Lisbon');
    await user.click(screen.getByRole('button', { name: 'Insert picture' }));
    expect((about as HTMLTextAreaElement).value).toContain('<img src="/img/team.jpg" alt="Our team in Lisbon">');
    expect(screen.queryByRole('textbox', { name: 'Picture address' })).toBeNull();
  });

  it('runs the picture prompt on Enter without saving the page, marks a decorative picture, and cancels on Escape', async () => {
    const { user } = renderPage();
    const toolbar = await screen.findByRole('group', { name: 'Formatting for Content' });
    const about = screen.getByRole('textbox', { name: 'Content' });
    const button = within(toolbar).getByRole('button', { name: 'Picture' });
    await user.click(button);
    expect(screen.getByRole('textbox', { name: 'Picture address' })).toHaveFocus();
    await user.keyboard('/img/line.png');
    await user.click(screen.getByRole('checkbox', { name: 'Decorative (says nothing)' }));
    await user.type(screen.getByRole('textbox', { name: 'Picture address' }), '{Enter}');
    // The API refuses a bare alt="" (decision 0127): a decorative picture carries its mark.
    expect((about as HTMLTextAreaElement).value).toContain('<img src="/img/line.png" alt="" data-decorative="">');
    expect(screen.queryByRole('textbox', { name: 'Picture address' })).toBeNull();

    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Picture address' })).toBeNull();
    expect(button).toHaveFocus();
    expect(saves()).toHaveLength(0);
  });
});
