import { describe, expect, it } from 'vitest';
import { applyCommand, insertImage } from './rich-text.ts';

describe('applyCommand', () => {
  it.each([
    ['bold', 'Hello world', 6, 11, 'Hello <strong>world</strong>', 'world'],
    ['italic', 'Hello world', 0, 5, '<em>Hello</em> world', 'Hello'],
    ['heading', 'Title', 0, 5, '<h2>Title</h2>', 'Title'],
    ['bold', 'ab', 1, 1, 'a<strong></strong>b', ''],
    ['list', 'one\ntwo', 0, 7, '<ul>\n  <li>one</li>\n  <li>two</li>\n</ul>', '<ul>\n  <li>one</li>\n  <li>two</li>\n</ul>'],
    ['link', 'see our offers', 8, 14, 'see our <a href="https://">offers</a>', 'https://'],
  ] as const)('%s on %j [%i, %i) gives %j and selects %j', (command, value, start, end, expected, selection) => {
    const edit = applyCommand(command, value, start, end);
    expect(edit.value).toBe(expected);
    expect(edit.value.slice(edit.selectionStart, edit.selectionEnd)).toBe(selection);
  });

  it('puts the caret inside a new empty list item', () => {
    const edit = applyCommand('list', '', 0, 0);
    expect(edit.value).toBe('<ul>\n  <li></li>\n</ul>');
    expect(edit.selectionStart).toBe(edit.selectionEnd);
    expect(edit.value.slice(0, edit.selectionStart)).toBe('<ul>\n  <li>');
  });
});

describe('insertImage', () => {
  it('puts the picture with its text alternative in place of the selection, the caret after it', () => {
    const edit = insertImage('<p>Our office</p>', 3, 13, { url: '/img/office.jpg?a=1&b="2"', alt: 'The team at the "front" desk' });
    const tag = '<img src="/img/office.jpg?a=1&amp;b=&quot;2&quot;" alt="The team at the &quot;front&quot; desk">';
    expect(edit.value).toBe(`<p>${tag}</p>`);
    expect(edit.selectionStart).toBe(3 + tag.length);
    expect(edit.selectionEnd).toBe(edit.selectionStart);
  });

  it('gives a decorative picture an empty alt and the decorative mark', () => {
    expect(insertImage('', 0, 0, { url: '/img/line.png', alt: '', decorative: true }).value).toBe('<img src="/img/line.png" alt="" data-decorative="">');
  });
});
