// Rasterising an SVG is the one intake step whose cost does not follow from the file's size: a filter
// (feMorphology, feTurbulence) over a large area keeps librsvg busy for minutes, and neither libvips
// nor sharp's timeout() can interrupt librsvg once it draws. So an SVG is drawn in a child process of
// its own, killed at its deadline: the CPU really is freed, and a crash inside librsvg cannot take the
// API down. Starting the process costs about 0.2 s, which SVG uploads (logos, rare) can afford.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

/** Where sharp is, for the child to load it (it has no module resolution of ours). */
const SHARP_PATH = createRequire(import.meta.url).resolve('sharp');
/** The largest WebP the child may answer; a photo-box WebP is far smaller. */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;

// CommonJS run with `node -e`: reads the SVG from stdin, writes the WebP to stdout, the error to stderr.
// One libvips thread: the child shares the machine with the API it serves.
const CHILD_SCRIPT = `
const [sharpPath, density, maxSide, quality, maxPixels] = process.argv.slice(1);
const sharp = require(sharpPath);
sharp.concurrency(1);
sharp.cache(false);
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', () => {
  sharp(Buffer.concat(chunks), { density: Number(density), limitInputPixels: Number(maxPixels), failOn: 'error' })
    .resize(Number(maxSide), Number(maxSide), { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: Number(quality) })
    .toBuffer()
    .then((out) => process.stdout.write(out), (error) => {
      process.stderr.write(String(error && error.message));
      process.exitCode = 1;
    });
});
`;

export class SvgRenderTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`SVG render took longer than ${timeoutMs} ms`);
    this.name = 'SvgRenderTimeoutError';
  }
}

export interface SvgRenderOptions {
  density: number;
  /** The WebP fits inside maxSide × maxSide (never enlarged). */
  maxSide: number;
  quality: number;
  maxPixels: number;
  timeoutMs: number;
}

/** The SVG drawn and encoded as WebP; rejects with SvgRenderTimeoutError past the deadline. */
export function renderSvgInChild(svg: Buffer, options: SvgRenderOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const args = [options.density, options.maxSide, options.quality, options.maxPixels].map(String);
    const child = spawn(process.execPath, ['-e', CHILD_SCRIPT, SHARP_PATH, ...args], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let outBytes = 0;
    let errorText = '';
    let failure: Error | undefined;
    const stop = (error: Error) => {
      failure ??= error;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop(new SvgRenderTimeoutError(options.timeoutMs)), options.timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      outBytes += chunk.length;
      if (outBytes > MAX_OUTPUT_BYTES) stop(new Error('SVG render answered too many bytes'));
      else out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (errorText.length < 2_000) errorText += chunk.toString('utf8');
    });
    child.on('error', (error) => stop(error));
    child.on('close', (code) => {
      clearTimeout(timer);
      if (failure) reject(failure);
      else if (code === 0) resolve(Buffer.concat(out));
      else reject(new Error(errorText.trim() || `SVG render exited with ${String(code)}`));
    });
    // A child that died early closes its stdin: the write fails with EPIPE, and 'close' says why.
    child.stdin.on('error', () => undefined);
    child.stdin.end(svg);
  });
}
