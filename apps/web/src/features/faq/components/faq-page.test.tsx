import { screen, waitFor } from '@testing-library/react';
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

  it('opens one question at a time and closes the open one when it is activated again', async () => {
    answerWith({ isEnabled: true, headerMessage: 'Answers to common questions', questions });
    const { user } = renderApp(<FaqPage />, { agency: makeAgency({ isFaqEnable: true, faqEnableTitle: 'FAQ' }) });
    const first = await screen.findByRole('heading', { level: 2, name: 'How do I change a booking?' });
    const second = screen.getByRole('heading', { level: 2, name: 'Which currencies can I pay in?' });
    const [firstItem, secondItem] = [first.closest('details'), second.closest('details')];
    expect(screen.getByText('Answers to common questions')).toBeInTheDocument();
    expect(screen.getByText('Open My Trips.')).not.toBeVisible();

    await user.click(first);
    await waitFor(() => expect(screen.getByText('Open My Trips.')).toBeVisible());

    await user.click(second);
    await waitFor(() => expect(screen.getByText('Any currency in the header.')).toBeVisible());
    await waitFor(() => expect(screen.getByText('Open My Trips.')).not.toBeVisible());
    expect(firstItem).not.toHaveAttribute('open');

    await user.click(second);
    await waitFor(() => expect(secondItem).not.toHaveAttribute('open'));
    expect(screen.getByText('Any currency in the header.')).not.toBeVisible();
  });

  it('uses a plain list when a question has 3 characters or fewer', async () => {
    answerWith({ isEnabled: true, headerMessage: '', questions: [...questions, { question: 'Why', answer: 'Because.' }] });
    renderApp(<FaqPage />, { agency: makeAgency({ isFaqEnable: true }) });
    expect(await screen.findByText('Why')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Why' })).not.toBeInTheDocument();
    expect(screen.getByText('Because.')).toBeVisible();
  });
});
