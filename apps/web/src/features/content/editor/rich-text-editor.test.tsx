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
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<img src="/img/line.png" alt="">')));
  });
});
