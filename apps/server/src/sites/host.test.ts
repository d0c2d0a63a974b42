import { describe, expect, it } from 'vitest';
import { readHost, siteAddress } from './host.ts';

describe('readHost', () => {
  it('reads the slug in front of the base domain', () => {
    expect(readHost('b.exams.example.org', 'exams.example.org')).toEqual({
      hostName: 'b.exams.example.org',
      slug: 'b',
      port: '',
    });
  });

  it('reads <slug>.localhost with or without a base domain', () => {
    expect(readHost('b.localhost:4303').slug).toBe('b');
    expect(readHost('b.localhost:4303', 'exams.example.org')).toMatchObject({
      slug: 'b',
      port: ':4303',
    });
  });

  it('drops the port and reads upper case as lower case', () => {
    expect(readHost('B.Exams.Example.ORG:8443', 'exams.example.org')).toEqual({
      hostName: 'b.exams.example.org',
      slug: 'b',
      port: ':8443',
    });
  });

  it('gives no slug for a plain host, the base domain itself or www', () => {
    for (const host of [
      '127.0.0.1:3000',
      'localhost',
      'exams.example.org',
      'www.exams.example.org',
    ])
      expect(readHost(host, 'exams.example.org').slug).toBeNull();
  });

  it('gives no slug for a custom domain, which is matched by its whole name', () => {
    expect(readHost('exams.school-b.in', 'exams.example.org')).toEqual({
      hostName: 'exams.school-b.in',
      slug: null,
      port: '',
    });
  });

  it('takes only one label in front of the base domain as a slug', () => {
    expect(readHost('a.b.exams.example.org', 'exams.example.org').slug).toBeNull();
  });

  it('keeps an IPv6 literal whole and a trailing dot off', () => {
    expect(readHost('[::1]:3000')).toEqual({ hostName: '[::1]', slug: null, port: ':3000' });
    expect(readHost('b.localhost.').slug).toBe('b');
  });

  it('reads a missing or empty Host as a plain host', () => {
    expect(readHost(undefined)).toEqual({ hostName: '', slug: null, port: '' });
  });
});

describe('siteAddress', () => {
  const from = (host: string) => ({
    protocol: 'https',
    host: readHost(host, 'exams.example.org'),
    baseDomain: 'exams.example.org',
  });

  it('prefers the first custom host name', () => {
    expect(
      siteAddress({ slug: 'b', hostNames: ['exams.school-b.in'] }, from('a.exams.example.org')),
    ).toBe('https://exams.school-b.in');
  });

  it('puts the slug in front of the base domain, on the request port', () => {
    expect(siteAddress({ slug: 'b', hostNames: [] }, from('a.exams.example.org:8443'))).toBe(
      'https://b.exams.example.org:8443',
    );
  });

  it('stays on localhost in development', () => {
    expect(
      siteAddress(
        { slug: 'b', hostNames: [] },
        { protocol: 'http', host: readHost('localhost:4303') },
      ),
    ).toBe('http://b.localhost:4303');
  });

  it('sends a visitor of 127.0.0.1 to <slug>.localhost, the same machine', () => {
    expect(
      siteAddress(
        { slug: 'b', hostNames: [] },
        { protocol: 'http', host: readHost('127.0.0.1:4303') },
      ),
    ).toBe('http://b.localhost:4303');
  });

  it('is null without a slug, a host name or a base domain', () => {
    expect(siteAddress({ slug: null, hostNames: [] }, from('exams.example.org'))).toBeNull();
    expect(
      siteAddress({ slug: 'b', hostNames: [] }, { protocol: 'http', host: readHost('10.0.0.5') }),
    ).toBeNull();
  });
});
