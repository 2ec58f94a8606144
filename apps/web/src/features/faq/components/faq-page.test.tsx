import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAgency } from '../../../test/factories.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { FaqPage } from './faq-page.tsx';

const questions = [
  { question: 'How do I change a booking?', answer: '<p>Open My Trips.</p>' },
  { question: 'Which currencies can I pay in?', answer: '<p>Any currency in the header.</p>' },
];
const answerWith = (data: unknown) => mockApi({ 'GET /api/agency/faqs': { body: { data: [data] } } });

describe('FaqPage', () => {
  it('says the page is not available when the agency disables FAQs', async () => {
    answerWith({ isEnabled: false, headerMessage: '', questions: [] });
    renderApp(<FaqPage />, { agency: makeAgency({ isFaqEnable: false }) });
    expect(await screen.findByText('Faq Page is not available')).toBeInTheDocument();
  });

  it('says the page is not available when the FAQ content is disabled', async () => {
    answerWith({ isEnabled: false, headerMessage: '', questions: questions });
    renderApp(<FaqPage />, { agency: makeAgency({ isFaqEnable: true }) });
    expect(await screen.findByText('Faq Page is not available')).toBeInTheDocument();
  });

  it('shows the empty text when there are no questions', async () => {
    answerWith({ isEnabled: true, headerMessage: 'Vanliga frågor', questions: [] });
    renderApp(<FaqPage />, { agency: makeAgency({ isFaqEnable: true }) });
    expect(await screen.findByText('No Faqs Found !')).toBeInTheDocument();
    expect(screen.getByText('Vanliga frågor')).toBeInTheDocument();
  });

  it('opens one accordion item at a time and closes the open one on a second click', async () => {
    answerWith({ isEnabled: true, headerMessage: 'Answers to common questions', questions });
    const { user } = renderApp(<FaqPage />, { agency: makeAgency({ isFaqEnable: true, faqEnableTitle: 'FAQ' }) });
    const first = await screen.findByRole('button', { name: 'How do I change a booking?' });
    const second = screen.getByRole('button', { name: 'Which currencies can I pay in?' });
    expect(screen.getByText('Answers to common questions')).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-expanded', 'false');

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(first.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('Open My Trips.');

    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('is keyboard operable', async () => {
    answerWith({ isEnabled: true, headerMessage: '', questions });
    const { user } = renderApp(<FaqPage />, { agency: makeAgency({ isFaqEnable: true }) });
    const first = await screen.findByRole('button', { name: 'How do I change a booking?' });
    first.focus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('uses a plain list when a question has 3 characters or fewer', async () => {
    answerWith({ isEnabled: true, headerMessage: '', questions: [...questions, { question: 'Why', answer: 'Because.' }] });
    renderApp(<FaqPage />, { agency: makeAgency({ isFaqEnable: true }) });
    expect(await screen.findByText('Why')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Why' })).not.toBeInTheDocument();
    expect(screen.getByText('Because.')).toBeVisible();
  });
});
