import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAgency } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render.tsx';
import { NotFoundPage } from './not-found-page.tsx';

describe('NotFoundPage', () => {
  it('shows the text, a contact link and a way home', () => {
    renderApp(<NotFoundPage />, { agency: makeAgency({ contactEmailId: 'desk@agency.example', returnUrl: '' }) });
    expect(screen.getByRole('heading', { name: "The page you're looking for is not found." })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', 'mailto:desk@agency.example');
    expect(screen.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
  });

  it('omits the contact link without an email and goes to the return URL', () => {
    renderApp(<NotFoundPage />, { agency: makeAgency({ contactEmailId: '', returnUrl: 'https://intranet.example/travel' }) });
    expect(screen.queryByRole('link', { name: 'Contact us' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', 'https://intranet.example/travel');
  });
});
