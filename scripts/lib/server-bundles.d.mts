export const API_BUNDLE: string;
export const WEB_SERVER_BUNDLE: string;
export const SERVER_ENV: { NODE_COMPILE_CACHE: string };
export function buildServerBundles(): Promise<void>;
