import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAgency } from '../../../test/factories.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { AboutPage } from './about-page.tsx';

describe('AboutPage', () => {
  it('shows both not-available texts when About is disabled', async () => {
    mockApi({ 'GET /api/agency/about-us': { body: { data: [{ isEnabled: false, title: '', image: '', content: '' }] } } });
    renderApp(<AboutPage />, { agency: makeAgency({ isAbousUsEnable: false }) });
    expect(await screen.findByText('About Us Page is not available')).toBeInTheDocument();
    expect(screen.getByText('Check back later for more information')).toBeInTheDocument();
  });

  it('shows the not-available texts when the call fails', async () => {
    mockApi({ 'GET /api/agency/about-us': { status: 500, body: { statusCode: 500, message: 'Something went wrong.' } } });
    renderApp(<AboutPage />, { agency: makeAgency({ isAbousUsEnable: true }) });
    expect(await screen.findByText('About Us Page is not available')).toBeInTheDocument();
  });

  it('renders the title, image and sanitised HTML', async () => {
    mockApi({
      'GET /api/agency/about-us': {
        body: {
          data: [
            {
              isEnabled: true,
              title: 'About Sunrise Travel',
              image: '/img/team.jpg',
              content: '<p>Since 1998.</p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>',
            },
          ],
        },
      },
    });
    const { container } = renderApp(<AboutPage />, { agency: makeAgency({ isAbousUsEnable: true }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Sunrise Travel' })).toBeInTheDocument();
    expect(screen.getByText('Since 1998.')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();

    const image = container.querySelector<HTMLImageElement>('img.tf-about__image');
    expect(image).toHaveAttribute('src', '/img/team.jpg');
    fireEvent.error(image!);
    expect(image).toHaveAttribute('src', '/img/placeholder.svg');
  });
});
