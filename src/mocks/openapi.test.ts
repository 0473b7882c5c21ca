import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createFakeBackend } from './handlers/index.ts';
import { buildOpenApiDocument } from '../contract/openapi.ts';
import { mswPath } from '../contract/routes.ts';

const BASE = 'http://localhost';
const committed = JSON.parse(readFileSync(join(import.meta.dirname, '../../openapi/stride.openapi.json'), 'utf8'));
const doc = buildOpenApiDocument() as {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, unknown> };
};

/** "GET /users/:id" for every operation of the document. */
const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${mswPath(path)}`));
/** "GET /users/:id" for every handler the fake backend registers. */
const handled = createFakeBackend({ baseUrl: BASE, delayMs: 0 }).handlers.map((h) => {
  const info = h.info as { method: string; path: string };
  return `${info.method} ${String(info.path).replace(BASE, '')}`;
});

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1', () => {
    expect(doc.openapi).toBe('3.1.0');
  });

  it('the committed file is up to date (run: node scripts/generate-openapi.ts)', () => {
    expect(committed).toEqual(doc);
  });

  it('documents every handler, and every documented call has a handler', () => {
    expect(new Set(handled).size).toBe(handled.length);
    expect([...handled].sort()).toEqual([...documented].sort());
  });

  it('covers every call of the API', () => {
    const spec = [
      'POST /users/authenticate',
      'GET /users',
      'GET /users/:id',
      'POST /users/register',
      'DELETE /users/:id',
      'PATCH /users/:id',
      'POST /users/invite',
      'GET /api/users',
      ...[
        'product',
        'productgrid',
        'order',
        'seller',
        'employee',
        'holidays',
        'leave_employee',
        'leave_hr',
        'attendance',
        'department',
        'estimate',
        'expense',
        'salary',
        'notes',
        'friends',
        'event',
        'userlist',
        'usergrid',
      ].map((l) => `GET /app/${l}`),
      'GET /app/calendar',
      'POST /app/calendar',
      'PUT /app/calendar',
      'DELETE /app/calendar',
    ];
    expect(spec.filter((call) => !documented.includes(call))).toEqual([]);
  });

  it('every $ref points at a component', () => {
    const refs = JSON.stringify(doc).match(/"\$ref":"#\/components\/schemas\/(\w+)"/g) ?? [];
    expect(refs.length).toBeGreaterThan(50);
    for (const ref of refs) expect(doc.components.schemas).toHaveProperty(ref.split('/').pop()!.replace('"', ''));
  });

  it('protected calls declare the bearer scheme', () => {
    const ops = doc.paths as Record<string, Record<string, { security?: unknown }>>;
    expect(ops['/users']!.get!.security).toEqual([{ bearer: [] }]);
    expect(ops['/users/{id}']!.delete!.security).toEqual([{ bearer: [] }]);
    expect(ops['/users/authenticate']!.post!.security).toBeUndefined();
  });

  it('every /app and /users call needs the bearer, but sign-in, registration, password reset, the sign-up forms, /healthz and an uploaded image', () => {
    const PUBLIC = [
      'GET /healthz',
      'POST /users/authenticate',
      'POST /users/register',
      'POST /users/reset-password',
      'POST /users/reset-password/confirm',
      'POST /app/newsletter',
      'POST /app/launch-alert',
      // An `<img>` cannot send a bearer: the url's 128 random bits keep an upload from being guessed.
      'GET /app/uploads/{file}',
    ];
    const ops = Object.entries(
      doc.paths as Record<string, Record<string, { security?: unknown; responses: Record<string, unknown> }>>,
    ).flatMap(([path, byMethod]) => Object.entries(byMethod).map(([method, op]) => ({ call: `${method.toUpperCase()} ${path}`, op })));
    for (const { call, op } of ops) {
      const isPublic = PUBLIC.includes(call);
      expect(op.security, call).toEqual(isPublic ? undefined : [{ bearer: [] }]);
      if (!isPublic) expect(op.responses, call).toHaveProperty('401');
    }
    expect(ops.map((o) => o.call)).toEqual(
      expect.arrayContaining(['POST /users/logout', 'GET /app/notifications', 'PUT /app/notifications/{id}']),
    );
  });
});
