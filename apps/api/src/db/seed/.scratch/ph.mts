import sharp from 'sharp';
import { writeFileSync } from 'node:fs';
import { renderProductPhoto, renderCategoryImage, renderBoothLogo, renderCompanyLogo } from '/work/main/apps/api/src/db/seed/photos';
const codes = ['1f6b2','1f697','1fa91','1f4f1','1f4bb','1f9f8','1f3b8','1f4da','1f33b','1f457'];
await renderProductPhoto('1f6b2', 0); // warm-up
let t = performance.now();
for (let i = 0; i < 20; i++) await renderProductPhoto(codes[i % codes.length]!, i);
console.log('20 product photos', (performance.now() - t).toFixed(0), 'ms');
t = performance.now();
for (let i = 0; i < 20; i++) await renderProductPhoto(codes[i % codes.length]!, i + 100);
console.log('20 more', (performance.now() - t).toFixed(0), 'ms');
const p1 = await renderProductPhoto('1f6b2', 3); writeFileSync('/tmp/seed-samples/product-bike.webp', p1);
const p2 = await renderProductPhoto('1fa91', 6); writeFileSync('/tmp/seed-samples/product-chair.webp', p2);
writeFileSync('/tmp/seed-samples/category.webp', await renderCategoryImage('1f697'));
writeFileSync('/tmp/seed-samples/booth.webp', await renderBoothLogo('1f6b2', 1));
writeFileSync('/tmp/seed-samples/booth2.webp', await renderBoothLogo('1f4da', 2));
writeFileSync('/tmp/seed-samples/company-logo.png', await renderCompanyLogo());
for (const f of ['product-bike','product-chair','category','booth','booth2']) await sharp(`/tmp/seed-samples/${f}.webp`).png().toFile(`/tmp/seed-samples/${f}.png`);
console.log(p1.length, p2.length, await sharp(p1).metadata().then(m=>[m.format,m.width,m.height]));
