import { describe, expect, it } from 'vitest';
import { footerLinks, headerLinks, tabBarLinks } from './nav-items.ts';

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
  it('leads a visitor to Learn first, and never offers the dashboard or settings', () => {
    expect(labels(headerLinks('visitor'))[0]).toBe('Learn');
    expect(labels(footerLinks('visitor').learn)).toContain('Learn');
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

describe('tabBarLinks', () => {
  it('keeps every header link reachable: the first four as tabs and the rest under More', () => {
    for (const role of ['visitor', 'learner', 'admin'] as const) {
      const { tabs, more } = tabBarLinks(role);
      expect([...tabs, ...more]).toEqual(headerLinks(role));
      expect(tabs.length + (more.length > 0 ? 1 : 0)).toBeLessThanOrEqual(5);
      for (const item of headerLinks(role)) expect(item.icon).toBeDefined();
    }
    expect(labels(tabBarLinks('learner').tabs)).toEqual(['Learn', 'Review', 'Chat', 'Translate']);
    expect(tabBarLinks('visitor').more).toEqual([]);
  });
});
