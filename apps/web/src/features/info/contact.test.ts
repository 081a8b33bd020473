import { describe, expect, it } from 'vitest';
import { contactMailto } from './contact.ts';

describe('contactMailto', () => {
  it('puts Contact, the subject and the name in the subject and every field in the body', () => {
    const url = new URL(
      contactMailto('hello@vuga.app', {
        name: ' Keza ',
        email: 'keza@example.com',
        subject: 'Technical problem',
        message: 'The audio & the quiz: both?\nThanks',
      }),
    );
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('hello@vuga.app');
    expect(url.searchParams.get('subject')).toBe('Contact: Technical problem - Keza');
    const body = url.searchParams.get('body') ?? '';
    expect(body).toContain('Name: Keza');
    expect(body).toContain('Email: keza@example.com');
    expect(body).toContain('Subject: Technical problem');
    expect(body).toContain('The audio & the quiz: both?\nThanks');
  });
});
