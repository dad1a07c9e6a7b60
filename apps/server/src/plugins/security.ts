import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config.ts';

/**
 * The Content-Security-Policy of pages and API replies. The web app loads only its own bundles (Vite emits no
 * inline script); antd's CSS-in-JS injects <style> elements, hence 'unsafe-inline' for styles only. Images
 * come from our origin (uploads, demo images) and data:/blob: URLs (captcha, previews before upload).
 */
export function cspDirectives(config: Pick<AppConfig, 'production' | 'publicOrigin'>): Record<string, string[]> {
  // 'self' covers same-origin ws:/wss: in CSP 3 browsers; a known public origin is named for older ones.
  const sockets = config.publicOrigin ? [config.publicOrigin.replace(/^http/, 'ws')] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...sockets],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    ...(config.production ? { upgradeInsecureRequests: [] } : {}),
  };
}

/** helmet's options for this server: the headers listed in docs/production.md (Security headers). */
function helmetOptions(config: AppConfig): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Uploaded and demo images are only shown on our own pages.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  };
}

/**
 * The headers helmet sets for these options, computed once: none of them depends on the request. (helmet also
 * removes X-Powered-By, which neither Node nor Fastify sets.)
 */
function securityHeaders(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const res = { setHeader: (name: string, value: string) => headers.push([name, String(value)]), removeHeader: () => undefined };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * Security headers on every reply (pages, API, errors): CSP, X-Frame-Options DENY, nosniff,
 * Referrer-Policy strict-origin-when-cross-origin, and HSTS in production only (a development server on
 * http://localhost must not pin the browser to https). The Swagger UI sets its own CSP (plugins/swagger.ts).
 *
 * helmet's values, set on the raw response in the first hook of every request as @fastify/helmet did, but
 * computed once at start: @fastify/helmet rebuilt helmet and reparsed the CSP directives on every request,
 * the largest share of a cached reply's time (docs/performance.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): void {
  const headers = securityHeaders(helmetOptions(config));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
