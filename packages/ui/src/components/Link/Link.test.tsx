import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from './Link.tsx';

describe('Link', () => {
  it('marks external links and opens them safely', () => {
    render(
      <Link href="https://example.org" isExternal>
        Docs
      </Link>,
    );
    const link = screen.getByRole('link', { name: /^Docs ?\(opens in a new tab\)$/ });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
  it('styles a child element instead of rendering its own anchor', () => {
    render(
      <Link asChild>
        <a href="/faq">FAQ</a>
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'FAQ' });
    expect(link.dataset.component).toBe('Link');
    expect(link.getAttribute('href')).toBe('/faq');
  });
});
