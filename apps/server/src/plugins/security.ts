import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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

/**
 * Security headers on every reply (pages, API, errors): CSP, X-Frame-Options DENY, nosniff,
 * Referrer-Policy strict-origin-when-cross-origin, and HSTS in production only (a development server on
 * http://localhost must not pin the browser to https). The Swagger UI sets its own CSP (plugins/swagger.ts).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Uploaded and demo images are only shown on our own pages.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}
