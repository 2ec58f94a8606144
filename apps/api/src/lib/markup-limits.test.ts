import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { countMarkup, MARKUP_LIMITS } from './markup-limits.ts';

const nested = (open: string, close: string, n: number) => open.repeat(n) + 'x' + close.repeat(n);

/** The depth of what a browser's parser builds from `html`, counted from inside <body>. */
function parsedDepth(html: string): number {
  const body = new JSDOM(`<!doctype html><body>${html}`).window.document.body;
  let deepest = 0;
  const todo: Array<[Element, number]> = [[body, 0]];
  for (let next = todo.pop(); next; next = todo.pop()) {
    const [el, depth] = next;
    deepest = Math.max(deepest, depth);
    for (const child of el.children) todo.push([child, depth + 1]);
  }
  return deepest;
}

const NO_LIMITS = { maxDepth: Infinity, maxElements: Infinity };

describe('countMarkup', () => {
  it.each([
    ['plain text', 'Just words, and a < b > c.', 0, 0],
    ['paragraphs with links', '<p>Hello <b>world</b>, <a href="https://x.example/?a=1&b=2">here</a>.</p><p>Again</p>', 4, 2],
    ['void elements', '<p>a<br>b<br>c<img src="x.png"></p>', 4, 1],
    ['paragraphs and list items left open', '<p>a<p>b<p>c<ul><li>one<li>two<li>three</ul>', 7, 2],
    ['a ">" inside a quoted attribute', '<a title="x>y" href=\'a>b\'>t</a>', 1, 1],
    ['an unquoted value with quotes in it', '<a x=b="><div><div>">', 3, 3],
    ['a quote after "=" with no name before it', '<a ="><div><div>">', 3, 3],
    ['inline SVG with self-closed shapes', `<p><svg viewBox="0 0 1 1">${'<path d="M0 0"/>'.repeat(300)}</svg></p>`, 302, 3],
  ])('%s', (_what, html, elements, depth) => {
    expect(countMarkup(html, 'html')).toEqual({ elements, depth, exceeded: null });
  });

  it.each([
    ['the issue: <div>×8,000', '<div>'.repeat(8_000)],
    ['<div>×40,000', '<div>'.repeat(40_000)],
    ['a closed tower of 200', nested('<div>', '</div>', 200)],
  ])('stops at the depth limit: %s', (_what, html) => {
    expect(countMarkup(html, 'html')).toMatchObject({ depth: MARKUP_LIMITS.maxDepth + 1, exceeded: 'depth' });
  });

  // Ways to nest elements that a count trusting every end tag or every '/>' would miss.
  it.each([
    ['"/>" on HTML elements, which the parser ignores', '<div/>'],
    ['HTML elements inside SVG, which leave it', '<svg><div/>'],
    ['inside <foreignObject>, which holds HTML', '<svg><foreignObject><x/>'],
    ['end tags inside a table', '<div><table></div>'],
    ['end tags the parser ignores past a block', '<span><div></span>'],
    ['formatting end tags that keep the blocks open', '<b><div></b>'],
    ['</p> past a button', '<p><button></p>'],
    ['list items in lists', '<li><ul></li>'],
  ])('counts at least as deep as the parser builds: %s', (_what, piece) => {
    const html = piece.repeat(60);
    expect(countMarkup(html, 'html', NO_LIMITS).depth).toBeGreaterThanOrEqual(parsedDepth(html));
  });

  it('stops at the element limit, however flat', () => {
    expect(countMarkup('<b>x</b>'.repeat(25_000), 'html')).toMatchObject({ elements: MARKUP_LIMITS.maxElements + 1, exceeded: 'elements' });
    expect(countMarkup('<br>'.repeat(MARKUP_LIMITS.maxElements), 'html').exceeded).toBeNull();
  });

  it('reads XML: "/>" closes any element, end tags close their element', () => {
    const svg = `<?xml version="1.0"?><!-- made by hand --><svg xmlns="http://www.w3.org/2000/svg"><g>${'<rect width="1" height="1"/>'.repeat(500)}</g><g><path d="M0 0"></path></g></svg>`;
    expect(countMarkup(svg, 'xml')).toEqual({ elements: 504, depth: 3, exceeded: null });
    expect(countMarkup(`<svg>${nested('<g>', '</g>', 20_000)}</svg>`, 'xml')).toMatchObject({ exceeded: 'depth', depth: MARKUP_LIMITS.maxDepth + 1 });
    // HTML's rules do not apply: a <div/> in XML is closed.
    expect(countMarkup('<svg>' + '<div/>'.repeat(200) + '</svg>', 'xml')).toMatchObject({ depth: 2, exceeded: null });
  });

  it('takes limits of its own', () => {
    expect(countMarkup(nested('<div>', '</div>', 5), 'html', { maxDepth: 4, maxElements: 100 }).exceeded).toBe('depth');
    expect(countMarkup('<br>'.repeat(5), 'html', { maxDepth: 4, maxElements: 4 }).exceeded).toBe('elements');
  });

  it('scans a whole field in a few milliseconds', () => {
    const page = '<p>Some <b>text</b> here, <a href="https://x.example/">a link</a>.</p>'.repeat(2_800);
    const started = performance.now();
    for (let k = 0; k < 10; k++) countMarkup(page, 'html');
    expect((performance.now() - started) / 10).toBeLessThan(50);
  });
});
