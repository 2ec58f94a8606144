import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import contentEn from '../../../../public/locales/en/settings-content.json';
import { renderApp } from '../../../test/render.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';
import { CONTENT_NS } from './use-content-translation.ts';

beforeAll(() => {
  i18next.addResourceBundle('en', CONTENT_NS, contentEn, true, true);
  // jsdom lays nothing out; ProseMirror measures the selection to scroll it into view.
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
});

describe('RichTextEditor', () => {
  it('inserts a picture only with its text alternative, or marked decorative', async () => {
    const onChange = vi.fn();
    const { user } = renderApp(<RichTextEditor label="Text" value="<p>Lisbon</p>" onChange={onChange} />);
    expect(await screen.findByRole('textbox', { name: 'Text' })).toHaveTextContent('Lisbon');

    await user.click(screen.getByRole('button', { name: 'Picture' }));
    await user.type(screen.getByRole('textbox', { name: 'Picture address' }), '/img/tram.jpg');
    await user.click(screen.getByRole('button', { name: 'Insert picture' }));
    expect(screen.getByText('Please describe the picture, or mark it as decorative.')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Text alternative' }), 'A yellow tram');
    await user.click(screen.getByRole('button', { name: 'Insert picture' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<img src="/img/tram.jpg" alt="A yellow tram">')));

    await user.click(screen.getByRole('button', { name: 'Picture' }));
    await user.type(screen.getByRole('textbox', { name: 'Picture address' }), '/img/line.png');
    await user.click(screen.getByRole('checkbox', { name: 'Decorative (says nothing)' }));
    await user.click(screen.getByRole('button', { name: 'Insert picture' }));
    // The API refuses a bare alt="" (decision 0127): a decorative picture carries its mark.
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<img src="/img/line.png" alt="" data-decorative="">')));
  });

  it('keeps the decorative mark of a body it opens', async () => {
    const onChange = vi.fn();
    const { user } = renderApp(
      <RichTextEditor
        label="Text"
        value={'<p>Lisbon</p><img src="/img/line.png" alt="" data-decorative=""><img src="/img/dot.png" role="presentation">'}
        onChange={onChange}
      />,
    );
    await screen.findByRole('textbox', { name: 'Text' });
    // Any edit writes the whole body out again.
    await user.click(screen.getByRole('button', { name: 'Picture' }));
    await user.keyboard('/img/tram.jpg');
    await user.type(screen.getByRole('textbox', { name: 'Text alternative' }), 'A yellow tram{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const html = onChange.mock.lastCall![0] as string;
    expect(html).toContain('<img src="/img/line.png" alt="" data-decorative="">');
    expect(html).toContain('<img src="/img/dot.png" data-decorative="">');
  });

  it('moves focus into a panel it opens and back to its button, Enter applying and Escape cancelling', async () => {
    const onChange = vi.fn();
    const { user } = renderApp(<RichTextEditor label="Text" value="<p>Lisbon</p>" onChange={onChange} />);
    await screen.findByRole('textbox', { name: 'Text' });
    const pictureButton = screen.getByRole('button', { name: 'Picture' });
    const linkButton = screen.getByRole('button', { name: 'Link' });
    expect(pictureButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(pictureButton);
    expect(pictureButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Picture address' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Picture address' })).not.toBeInTheDocument();
    expect(pictureButton).toHaveAttribute('aria-expanded', 'false');
    expect(pictureButton).toHaveFocus();

    // Enter in a field runs the prompt's own Insert (its checks first).
    await user.click(pictureButton);
    await user.keyboard('/img/tram.jpg{Enter}');
    expect(screen.getByText('Please describe the picture, or mark it as decorative.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Text alternative' }), 'A yellow tram{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<img src="/img/tram.jpg" alt="A yellow tram">')));
    expect(screen.queryByRole('textbox', { name: 'Picture address' })).not.toBeInTheDocument();
    // Tiptap focuses the text on the next frame.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Text' })).toHaveFocus());

    await user.click(linkButton);
    expect(linkButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Link address (empty removes the link)' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(linkButton).toHaveAttribute('aria-expanded', 'false');
    expect(linkButton).toHaveFocus();
  });
});
