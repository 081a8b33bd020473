import { describe, expect, it } from 'vitest';
import { footerLinks, headerLinks } from './nav-items.ts';

const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('headerLinks', () => {
  it('gives a learner Learn, Review (with its due count), Chat, Translate, Quiz, Dashboard, About, Settings', () => {
    expect(labels(headerLinks('learner'))).toEqual([
      'Learn',
      'Review',
      'Chat',
      'Translate',
      'Quiz',
      'Dashboard',
      'About',
      'Settings',
    ]);
  });
  it('shows the due count on Review only', () => {
    const withDue = headerLinks('learner').filter((item) => item.showsDue);
    expect(labels(withDue)).toEqual(['Review']);
  });
  it('gives the administrator Admin Dashboard, About, Settings', () => {
    expect(labels(headerLinks('admin'))).toEqual(['Admin Dashboard', 'About', 'Settings']);
  });
  it('never offers a visitor the dashboard or settings', () => {
    expect(labels(headerLinks('visitor'))).not.toContain('Dashboard');
    expect(labels(headerLinks('visitor'))).not.toContain('Settings');
  });
});

describe('footerLinks', () => {
  it.each(['visitor', 'learner', 'admin'] as const)('always includes the support links for a %s', (role) => {
    expect(labels(footerLinks(role).support)).toEqual([
      'Support',
      'Privacy',
      'Terms',
      'Cookies',
      'Accessibility',
    ]);
  });
  it('differs by role', () => {
    expect(labels(footerLinks('admin').learn)).toContain('Admin Dashboard');
    expect(labels(footerLinks('learner').learn)).toContain('Dashboard');
    expect(labels(footerLinks('visitor').learn)).not.toContain('Dashboard');
  });
});
