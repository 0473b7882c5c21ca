import { describe, expect, it } from 'vitest';
import { createFakeBackend } from './handlers/index.ts';
import { DEMO_ACCOUNTS, FAKE_TOKEN } from './demo-account.ts';
import { buildOpenApiDocument } from '../contract/openapi.ts';
import { allRoutes, mswPath } from '../contract/routes.ts';

const BASE = 'http://localhost';

interface Operation {
  operationId?: unknown;
  tags?: unknown;
  'x-permission'?: unknown;
  parameters?: { name: string; in: string; required?: boolean }[];
  responses?: Record<string, { description?: unknown }>;
}
interface Document {
  openapi: string;
  info: { title?: unknown; version?: unknown };
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

/** The document as the build writes it: generated in memory, through JSON. */
const doc = JSON.parse(JSON.stringify(buildOpenApiDocument())) as Document;

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/**
 * What breaks the OpenAPI 3.1 rules a client generator relies on: info, operation ids (unique), declared tags,
 * responses by status code with a description, and a required path parameter for every `{name}` of the path.
 */
function structureProblems(d: Document): string[] {
  const problems: string[] = [];
  if (d.openapi !== '3.1.0') problems.push(`openapi is ${d.openapi}`);
  if (typeof d.info?.title !== 'string' || typeof d.info?.version !== 'string') problems.push('info needs title and version');
  const tags = new Set((d.tags ?? []).map((t) => t.name));
  const ids = new Set<string>();
  for (const [path, ops] of Object.entries(d.paths ?? {})) {
    if (!path.startsWith('/')) problems.push(`${path}: a path starts with /`);
    const named = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    for (const [method, op] of Object.entries(ops)) {
      const call = `${method.toUpperCase()} ${path}`;
      if (!METHODS.has(method)) problems.push(`${call}: not an HTTP method`);
      if (typeof op.operationId !== 'string' || ids.has(op.operationId)) problems.push(`${call}: missing or repeated operationId`);
      else ids.add(op.operationId);
      for (const tag of (op.tags as string[] | undefined) ?? []) if (!tags.has(tag)) problems.push(`${call}: undeclared tag ${tag}`);
      const responses = Object.entries(op.responses ?? {});
      if (!responses.length) problems.push(`${call}: no responses`);
      for (const [status, r] of responses) {
        if (!/^[1-5]\d\d$/.test(status) || typeof r.description !== 'string') problems.push(`${call} ${status}: bad response`);
      }
      for (const name of named) {
        if (!op.parameters?.some((p) => p.in === 'path' && p.name === name && p.required))
          problems.push(`${call}: no path parameter ${name}`);
      }
    }
  }
  return problems;
}

/** "GET /users/:id" for every operation of the document. */
const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${mswPath(path)}`));
/** "GET /users/:id" for every handler the fake backend registers. */
const handled = createFakeBackend({ baseUrl: BASE, delayMs: 0 }).handlers.map((h) => {
  const info = h.info as { method: string; path: string };
  return `${info.method} ${String(info.path).replace(BASE, '')}`;
});

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', () => {
    expect(structureProblems(doc)).toEqual([]);
  });

  it('describes each webhook event with its payload, its type fixed, and the signature headers', () => {
    const webhooks = (doc as unknown as { webhooks: Record<string, { post: Operation & { requestBody: unknown } }> }).webhooks;
    const updated = webhooks['department.updated']!.post;
    expect(updated.parameters?.map((p) => p.name)).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
    expect(JSON.stringify(updated.requestBody)).toContain('"const":"department.updated"');
    expect(Object.keys(webhooks)).toEqual(expect.arrayContaining(['invoices.sent', 'invoices.paid', 'account.created', 'webhook.test']));
  });

  it('the structure check finds a broken document', () => {
    const broken = JSON.parse(JSON.stringify(doc)) as Document;
    const users = broken.paths['/users/{id}']!;
    users.get!.parameters = [];
    users.delete!.operationId = users.get!.operationId;
    users.patch!.responses = {};
    expect(structureProblems({ ...broken, openapi: '3.0.0' })).toEqual([
      'openapi is 3.0.0',
      'GET /users/{id}: no path parameter id',
      'PATCH /users/{id}: no responses',
      'DELETE /users/{id}: missing or repeated operationId',
    ]);
  });

  it('has every route of the contract, with its permission and its responses', () => {
    const routes = allRoutes();
    expect(routes.length).toBeGreaterThan(80);
    for (const route of routes) {
      const op = doc.paths[route.path]?.[route.method];
      const call = `${route.method.toUpperCase()} ${route.path}`;
      expect(op?.operationId, call).toBe(route.operationId);
      expect(op?.['x-permission'], call).toBe(route.permission);
      expect(Object.keys(op?.responses ?? {}), call).toEqual(Object.keys(route.responses));
    }
    expect(Object.values(doc.paths).flatMap(Object.keys)).toHaveLength(routes.length);
  });

  it('carries nothing of the fake backend: no synthetic-row parameters, demo accounts or fake token', () => {
    const parameters = Object.values(doc.paths).flatMap((ops) => Object.values(ops).flatMap((op) => op.parameters ?? []));
    expect(parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['page', 'pageSize', 'sort', 'q']));
    expect(parameters.filter((p) => p.name === 'rows' || p.name === 'seed')).toEqual([]);
    const text = JSON.stringify(doc);
    expect(text).not.toMatch(/fake[- ]backend/i);
    for (const secret of [FAKE_TOKEN, ...Object.values(DEMO_ACCOUNTS).flatMap((a) => [a.email, a.password])]) {
      expect(text).not.toContain(secret);
    }
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
      // The lists of the original API, by hand on purpose: the route table must still serve each of them.
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
    // A list's routes take an API key too; making keys does not (a key cannot make keys).
    expect(ops['/app/order']!.get!.security).toEqual([{ bearer: [] }, { apiKey: [] }]);
    expect(ops['/users/me/api-keys']!.post!.security).toEqual([{ bearer: [] }]);
    expect((doc.components as { securitySchemes?: unknown }).securitySchemes).toHaveProperty('apiKey');
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
    const permissionOf = (op: unknown) => (op as { 'x-permission'?: string })['x-permission'];
    for (const { call, op } of ops) {
      const isPublic = PUBLIC.includes(call);
      // An API key opens the /app/* routes that name a permission, and no other.
      const keyed = call.split(' ')[1]!.startsWith('/app/') && permissionOf(op) !== undefined;
      expect(op.security, call).toEqual(isPublic ? undefined : keyed ? [{ bearer: [] }, { apiKey: [] }] : [{ bearer: [] }]);
      if (!isPublic) expect(op.responses, call).toHaveProperty('401');
    }
    expect(ops.map((o) => o.call)).toEqual(
      expect.arrayContaining(['POST /users/logout', 'GET /app/notifications', 'PUT /app/notifications/{id}']),
    );
  });
});
