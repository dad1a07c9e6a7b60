import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_BASE } from '@mts/shared/constants';

/** The monorepo root, whatever the working directory (npm -w from the root, or inside apps/server). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const SERVER_ROOT = path.join(REPO_ROOT, 'apps/server');
/** Demo images and other files served under /static. */
export const STATIC_DIR = path.join(SERVER_ROOT, 'static');

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** `postgres://…`, `memory://`, or a PGlite data folder. */
  databaseUrl: string;
  redisUrl: string | null;
  apiBase: string;
  /** The web app's Vite build; served with history fallback when it exists. */
  webDist: string;
  staticDir: string;
  /** Seed demo data when the database is empty. */
  seedIfEmpty: boolean;
}

const fromRoot = (p: string) => (path.isAbsolute(p) ? p : path.resolve(REPO_ROOT, p));

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = fromRoot(env.DATA_DIR || './data');
  const port = Number(env.PORT || 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const apiBase = (env.API_BASE || API_BASE).replace(/\/+$/, '');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || path.join(dataDir, 'pglite'),
    redisUrl: env.REDIS_URL || null,
    apiBase,
    webDist: fromRoot(env.WEB_DIST || 'apps/web/dist'),
    staticDir: STATIC_DIR,
    seedIfEmpty: env.SEED_DEMO !== 'false',
    ...overrides,
  };
}
