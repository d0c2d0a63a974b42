import { describe, expect, it } from 'vitest';
import { LOGO_PNG } from '../../test/logos.ts';
import { downloadAttachment } from './download-name.ts';
import { pngOrJpegSize } from './image-bytes.ts';

describe('the name a staff download is saved under', () => {
  it('starts with the slug and keeps to safe characters', () => {
    expect(downloadAttachment('main', 'results', 'csv', 'CGL Mock 1')).toBe(
      `attachment; filename="main-results-CGL-Mock-1.csv"; filename*=UTF-8''main-results-CGL%20Mock%201.csv`,
    );
    expect(downloadAttachment('main', 'results', 'xlsx', 'Mock_2')).toBe(
      'attachment; filename="main-results-Mock_2.xlsx"',
    );
    expect(downloadAttachment('main', 'passwords', 'csv')).toBe(
      'attachment; filename="main-passwords.csv"',
    );
  });

  it('gives a Hindi name whole in the UTF-8 form, and never a quote or slash in the plain one', () => {
    const header = downloadAttachment('b', 'merit', 'csv', 'बोर्ड "गणित"/2026 (1)');
    expect(header).toMatch(/^attachment; filename="b-merit-2026-1\.csv"; filename\*=UTF-8''/);
    const encoded = header.split("UTF-8''")[1] ?? '';
    expect(encoded).not.toMatch(/[ "'()/]/);
    expect(decodeURIComponent(encoded)).toBe('b-merit-बोर्ड "गणित"/2026 (1).csv');
  });
});

describe('the size of a logo', () => {
  it('reads a PNG’s and a JPEG’s width and height, and nothing else', () => {
    expect(pngOrJpegSize('image/png', LOGO_PNG)).toEqual({ width: 2, height: 1 });
    // The start of a JPEG: its marker, a JFIF segment, then the frame: 30 high and 90 wide.
    const jpeg = Buffer.from('/9j/4AAQSkZJRgAAAAAAAAAAAAD/wAARCAAeAFoDAAAAAAAAAAAA/9k=', 'base64');
    expect(pngOrJpegSize('image/jpeg', jpeg)).toEqual({ width: 90, height: 30 });
    expect(pngOrJpegSize('image/png', Buffer.from('not a png at all'))).toBeNull();
    expect(pngOrJpegSize('image/svg+xml', Buffer.from('<svg/>'))).toBeNull();
  });
});
