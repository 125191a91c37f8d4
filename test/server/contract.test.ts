import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEndpoints } from '../../dataProvider/endpoints';
import { schemas } from '../../resources';
import type { Database } from '../../server/src/db/database';
import { migrate } from '../../server/src/db/migrate';
import { openTestDatabase, startTestApp, type TestApp } from './support/test-app';

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
}
type OpenApiOperation = { parameters?: OpenApiParameter[]; requestBody?: { content: Record<string, unknown> } };
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

let database: Database;
let testApp: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database);
  testApp = await startTestApp(database);
  document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(async () => {
  await testApp.app.close();
  await database.close();
});

const placeholders = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const named = (parameters: OpenApiParameter[] | undefined, where: OpenApiParameter['in']) =>
  (parameters ?? []).filter((parameter) => parameter.in === where);

describe('the contract between the data provider and the server', () => {
  const endpoints = listEndpoints(schemas);

  it('covers every resource the app registers', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(schemas.length);
  });

  it.each(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s exists in the OpenAPI document with the same parameters',
    (_call, endpoint) => {
      const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${endpoint.path} manca nel documento OpenAPI`).toBeDefined();
      const pathParameters = named(operation!.parameters, 'path')
        .map((parameter) => parameter.name)
        .sort();
      expect(pathParameters).toEqual(placeholders(endpoint.path));
      const queryParameters = named(operation!.parameters, 'query');
      for (const name of endpoint.query ?? []) {
        expect(
          queryParameters.map((parameter) => parameter.name),
          `parametro ${name}`,
        ).toContain(name);
      }
      for (const name of endpoint.requiredQuery ?? []) {
        expect(queryParameters.find((parameter) => parameter.name === name)?.required, `${name} obbligatorio`).toBe(
          true,
        );
      }
      if (endpoint.body === 'multipart')
        expect(Object.keys(operation!.requestBody?.content ?? {})).toContain('multipart/form-data');
      if (endpoint.body === 'json')
        expect(Object.keys(operation!.requestBody?.content ?? {})).toContain('application/json');
    },
  );
});
