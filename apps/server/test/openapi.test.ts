/**
 * The OpenAPI document at /docs/json is what a partner generates a client from: it must validate, every $ref
 * must resolve (the recursive category tree is a named component), and a generator must run on it.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@mts/shared/constants';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let doc: any;
beforeAll(async () => {
  t = await buildTestApp();
  doc = (await t.app.inject('/docs/json')).json();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('defines every schema it references; the category tree is a named recursive component', () => {
    const refs = new Set([...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!));
    expect(refs.size).toBeGreaterThan(0);
    for (const name of refs) expect(doc.components.schemas, name).toHaveProperty([name]);
    const node = doc.components.schemas.CategoryNode;
    expect(node.properties.children).toEqual({ type: 'array', items: { $ref: '#/components/schemas/CategoryNode' } });
    const tree = doc.paths[`${API_BASE}/category/tree`].get.responses['200'].content['application/json'].schema;
    expect(tree.properties.data.items).toEqual({ $ref: '#/components/schemas/CategoryNode' });
  });

  it('passes @apidevtools/swagger-parser validation', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeTruthy();
  });

  it('generates TypeScript types with openapi-typescript', async () => {
    const types = astToString(await openapiTS(structuredClone(doc)));
    expect(types).toContain('CategoryNode: {');
    expect(types).toContain(`"${API_BASE}/goods/list"`);
  }, 60_000);
});
