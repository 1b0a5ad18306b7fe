import { describe, expect, it } from 'vitest';
import { SITEMAP_MAX_PAGE } from '@kraam/shared';
import { parseSectionFile, sectionFile } from './sitemap-sections';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml';

describe('sitemap XML', () => {
  it('lists pages with their change time and escapes the addresses', () => {
    const xml = urlsetXml([
      { loc: 'https://kraam.example/category?categoryId=3&x=<1>', lastmod: '2026-11-20T10:00:00.000Z' },
      { loc: 'https://kraam.example/' },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<url><loc>https://kraam.example/category?categoryId=3&amp;x=&lt;1&gt;</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod></url>',
    );
    expect(xml).toContain('<url><loc>https://kraam.example/</loc></url>');
  });

  it('writes an index of sitemaps', () => {
    const xml = sitemapIndexXml([{ loc: 'https://kraam.example/sitemaps/ads-1.xml' }]);
    expect(xml).toContain('<sitemapindex');
    expect(xml).toContain('<sitemap><loc>https://kraam.example/sitemaps/ads-1.xml</loc></sitemap>');
  });
});

describe('sitemap sections', () => {
  it('names and reads back the index files', () => {
    expect(parseSectionFile(sectionFile('ads', 3))).toEqual({ kind: 'ads', page: 3 });
    expect(parseSectionFile(sectionFile('pages'))).toEqual({ kind: 'pages', page: 0 });
    expect(parseSectionFile('users-1.xml')).toBeNull();
    expect(parseSectionFile('ads-1.xml.bak')).toBeNull();
  });

  it('reads no page beyond the last possible id, so the route answers 404 rather than asking the API', () => {
    expect(parseSectionFile(`ads-${SITEMAP_MAX_PAGE}.xml`)).toEqual({ kind: 'ads', page: SITEMAP_MAX_PAGE });
    expect(parseSectionFile(`ads-${SITEMAP_MAX_PAGE + 1}.xml`)).toBeNull();
    expect(parseSectionFile('booths-999999.xml')).toBeNull();
  });
});
