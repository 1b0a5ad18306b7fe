// After `next build` (the web app's build script, which passes next.config.ts's distDir): marks the start-up
// scripts for eager compilation.
import path from 'node:path';
import { markStartupChunks } from './startup-compile-hints';

const distDir = path.resolve(process.argv[2] ?? '.next');
const files = await markStartupChunks(distDir);
console.log(`compile hints: ${files.length} start-up scripts marked in ${distDir}`);
