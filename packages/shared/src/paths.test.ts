import { describe, expect, it } from 'vitest';
import { fileUrl } from './paths';
import { downloadFileQuerySchema } from './files';

describe('fileUrl', () => {
  it('builds the download URL with an encoded id and optional query', () => {
    expect(fileUrl('http://api', 'a/b')).toBe('http://api/public/downloadFileById/a%2Fb');
    expect(fileUrl('http://api', 'x', { size: 'favicon' })).toBe(
      'http://api/public/downloadFileById/x?size=favicon',
    );
    expect(fileUrl('http://api', 'x', { w: 640, q: 75 })).toBe(
      'http://api/public/downloadFileById/x?w=640&q=75',
    );
    expect(fileUrl('http://api', 'x', { size: 'a b&c' })).toBe(
      'http://api/public/downloadFileById/x?size=a%20b%26c',
    );
  });
});

describe('downloadFileQuerySchema', () => {
  it('accepts only the widths the image loader asks for', () => {
    expect(downloadFileQuerySchema.safeParse({ w: '640' }).success).toBe(true);
    expect(downloadFileQuerySchema.safeParse({ w: '641' }).success).toBe(false);
  });
});
