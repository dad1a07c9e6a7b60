import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI document generated from the routes' zod schemas; the UI is at /docs. */
export async function registerSwagger(app: FastifyInstance, apiBase: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'MTS 存储芯片交易平台 API', version: '0.1.0', description: `所有业务接口位于 ${apiBase} 之下；金额单位为分。` },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    },
    transform: jsonSchemaTransform,
    // Schemas given an id (`.meta({ id })`, the recursive ones) are emitted once under components.schemas,
    // where the routes' $refs point.
    transformObject: jsonSchemaTransformObject,
  });
  // The UI page runs inline scripts: its own CSP with their hashes (staticCSP) replaces the site-wide one on
  // /docs only, minus upgrade-insecure-requests (a development server speaks plain http).
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
