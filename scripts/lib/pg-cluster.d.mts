export function postgresBinDir(): string | undefined;
export function startCluster(
  binDir: string,
  options: { dir: string; port: number; primaryPort?: number },
): string;
export function stopCluster(binDir: string, dir: string, mode?: 'fast' | 'immediate'): void;
