import { describe, expect, it } from 'vitest';
import { isImageUrl } from './image-url.ts';

describe('isImageUrl', () => {
  it.each([
    'https://cdn.example.com/ssc.png',
    'http://example.com:8080/a.png?v=2#x',
    `/media/${'0f'.repeat(32)}`,
  ])('accepts %j', (url) => {
    expect(isImageUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:image/png;base64,AAAA',
    'https://example.com/a.png" onerror="alert(1)',
    "https://example.com/a.png'",
    'https://example.com/a b.png',
    '//example.com/a.png',
    'ftp://example.com/a.png',
    '/media/../../etc/passwd',
    'https://',
  ])('refuses %j', (url) => {
    expect(isImageUrl(url)).toBe(false);
  });
});
