import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html.tsx';

describe('SafeHtml', () => {
  it('reads an image the agency gave no text for as decorative, and keeps the text it gave', () => {
    const { container } = render(<SafeHtml html={'<p>Our office</p><img src="/a.jpg"><img src="/b.jpg" alt="The harbour at dawn">'} />);
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['', 'The harbour at dawn']);
  });

  it('drops scripts and inline styles', () => {
    const { container } = render(<SafeHtml html={'<p style="color:red" onclick="x()">Hi</p><script>alert(1)</script>'} />);
    expect(container.innerHTML).not.toMatch(/script|style|onclick/);
    expect(container.textContent).toBe('Hi');
  });
});
