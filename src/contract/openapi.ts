import { toJSONSchema, type ZodMiniType as ZodType } from 'zod/mini';
import * as schemas from '../schemas/index.ts';
import { RESOURCES } from '../resources/index.ts';
import { auditEntrySchema } from '../schemas/audit.ts';
import { allRoutes, type RouteDef } from './routes.ts';
import { VERSIONED_BASE } from './versions.ts';
import { openApiWebhooks } from './openapi-webhooks.ts';

type Json = Record<string, unknown>;

/** The entities, named as the document's components: one per list screen, then the calendar's and the accounts'. */
const COMPONENTS: Record<string, ZodType> = {
  ...Object.fromEntries(RESOURCES.map((resource) => [resource.apiName, resource.schema])),
  CalendarEvent: schemas.calendarEventSchema,
  Notification: schemas.notificationSchema,
  NotificationUpdate: schemas.notificationUpdateSchema,
  AuditEntry: auditEntrySchema,
  User: schemas.userSchema,
  PublicUser: schemas.publicUserSchema,
  LoginRequest: schemas.loginRequestSchema,
  RegisterRequest: schemas.registerRequestSchema,
  Error: schemas.errorBodySchema,
};
const NAME_OF = new Map<ZodType, string>(Object.entries(COMPONENTS).map(([name, schema]) => [schema, name]));

function jsonSchema(schema: ZodType): Json {
  const { $schema: _drop, ...rest } = toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as Json;
  return rest;
}

/** A $ref for a named entity (or an array / nullable of one), else the schema inline. */
/** Whether schemaOrRef can name `schema` (or the row it extends) instead of writing it out. */
const nameable = (schema: ZodType): boolean => {
  const base = VERSIONED_BASE.get(schema)?.base;
  return NAME_OF.has(schema) || (base !== undefined && NAME_OF.has(base));
};
const refersToComponent = (json: Json) => JSON.stringify(json).includes('"$ref"');

function schemaOrRef(schema: ZodType): Json {
  const name = NAME_OF.get(schema);
  if (name) return { $ref: `#/components/schemas/${name}` };
  const versioned = VERSIONED_BASE.get(schema);
  if (versioned && NAME_OF.has(versioned.base)) {
    const version = { type: 'integer', minimum: 1, description: 'The row version, raised by every write (the ETag of the row)' };
    const extra = { type: 'object', properties: { version }, ...(versioned.required ? { required: ['version'] } : {}) };
    return { allOf: [schemaOrRef(versioned.base), extra] };
  }
  // Read through the definition, which every zod flavour shares (no instanceof on one flavour's classes).
  const def = schema._zod.def as {
    type: string;
    element?: ZodType;
    innerType?: ZodType;
    options?: ZodType[];
    shape?: Record<string, ZodType>;
  };
  if (def.type === 'array' && def.element && nameable(def.element)) return { type: 'array', items: schemaOrRef(def.element) };
  if (def.type === 'nullable' && def.innerType && nameable(def.innerType)) return { oneOf: [schemaOrRef(def.innerType), { type: 'null' }] };
  // A union or an object around named rows (a list answer: rows, or a page of them) refers to them too.
  if (def.type === 'union' && def.options) {
    const options = def.options.map(schemaOrRef);
    if (options.some(refersToComponent)) return { anyOf: options };
  }
  if (def.type === 'object' && def.shape) {
    const properties = Object.fromEntries(Object.entries(def.shape).map(([key, s]) => [key, schemaOrRef(s)]));
    if (Object.values(properties).some(refersToComponent)) return { ...jsonSchema(schema), properties };
  }
  return jsonSchema(schema);
}

function operation(route: RouteDef): Json {
  const parameters = [
    ...Object.entries(route.pathParams ?? {}).map(([name, p]) => ({
      name,
      in: 'path',
      required: true,
      description: p.description,
      schema: jsonSchema(p.schema),
    })),
    ...Object.entries(route.query ?? {}).map(([name, p]) => ({
      name,
      in: 'query',
      required: false,
      description: p.description,
      schema: jsonSchema(p.schema),
    })),
    ...Object.entries(route.headers ?? {}).map(([name, p]) => ({
      name,
      in: 'header',
      required: false,
      description: p.description,
      schema: jsonSchema(p.schema),
    })),
  ];
  const responses = Object.fromEntries(
    Object.entries(route.responses).map(([status, r]) => [
      status,
      {
        description: r.description,
        ...(r.headers
          ? {
              headers: Object.fromEntries(
                Object.entries(r.headers).map(([name, description]) => [name, { description, schema: { type: 'string' } }]),
              ),
            }
          : {}),
        ...(r.schema ? { content: { 'application/json': { schema: schemaOrRef(r.schema) } } } : {}),
        ...(r.stream
          ? {
              content: {
                'text/event-stream': {
                  schema: { type: 'string', description: `Events named \`${r.stream.event}\`, each with an id and JSON data` },
                  'x-event-data': schemaOrRef(r.stream.schema),
                },
              },
            }
          : {}),
        ...(r.binary
          ? { content: Object.fromEntries(r.binary.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])) }
          : {}),
      },
    ]),
  );
  return {
    operationId: route.operationId,
    tags: [route.tag],
    summary: route.summary,
    ...(route.auth ? { security: securityOf(route) } : {}),
    ...(route.permission ? { 'x-permission': route.permission } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOrRef(route.body) } } } } : {}),
    ...(route.rawBody ? { requestBody: rawRequestBody(route.rawBody) } : {}),
    responses,
  };
}

/** A request body of bytes: one binary media type per type it may be sent as. */
/**
 * Who may call a route: a signed-in session's token, and on an `/app/*` route that names a permission also an API key
 * (docs/api-keys.md: a key is refused elsewhere, and on the `/app/*` routes whose answer the role alone decides).
 */
function securityOf(route: RouteDef): Json[] {
  return route.path.startsWith('/app/') && route.permission ? [{ bearer: [] }, { apiKey: [] }] : [{ bearer: [] }];
}

function rawRequestBody(raw: NonNullable<RouteDef['rawBody']>): Json {
  const content = Object.fromEntries(raw.types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));
  return { required: true, description: raw.description, content };
}

/**
 * The OpenAPI 3.1 description of Stride's API, generated from the route table both backends are built from and
 * from the zod schemas. Every build writes it to <outDir>/openapi/stride.openapi.json (build/openapi.ts);
 * `npm run openapi` writes openapi/stride.openapi.json. Nothing of the fake backend is in it.
 */
export function buildOpenApiDocument(): Json {
  const paths: Record<string, Json> = {};
  for (const route of allRoutes()) (paths[route.path] ??= {})[route.method] = operation(route);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Stride API',
      version: '1.0.0',
      description:
        'The HTTP API the Stride dashboard calls. A build with PUBLIC_FAKE_BACKEND=false calls a server implementing this document at PUBLIC_API_BASE_URL. Errors answer `{ "message": string }`; every 401 signs the user out. Every /app and /users call needs the bearer token of POST /users/authenticate, except sign-in, registration, password reset, the newsletter and launch-alert forms, GET /healthz and GET of an uploaded image. An operation with `x-permission` also needs that permission in the role of the signed-in account (admin, editor or viewer; src/contract/permissions.ts): without it the answer is 403 `You do not have permission to do that`.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/', description: 'Same origin (or PUBLIC_API_BASE_URL)' }],
    tags: [
      { name: 'auth', description: 'Sign-in and registration' },
      { name: 'users', description: 'Accounts' },
      { name: 'lists', description: 'The 18 sample lists, with add/edit/delete for the list screens' },
      { name: 'calendar', description: 'Calendar events' },
      { name: 'notifications', description: "The signed-in user's notifications" },
      { name: 'subscriptions', description: 'Sign-ups of the public pages (newsletter, launch alert); no authentication' },
      { name: 'account', description: 'The signed-in user: profile, preferences, password' },
      { name: 'stats', description: 'Aggregates of the dashboards over a period: KPIs, charts and tables' },
      { name: 'audit', description: 'The audit trail: every change of data and every account event (admins only)' },
      { name: 'live', description: 'The live stream: every change of the data the role may read, as it happens' },
      { name: 'uploads', description: 'Images sent for the image fields of the lists, and served back by their url' },
      { name: 'boards', description: 'Task boards: boards and their columns, the cards (tasks) in order, their moves and comments' },
      { name: 'chat', description: 'Team chat: private conversations of their members, messages, read marks; live on /app/events' },
      { name: 'webhooks', description: 'Webhook endpoints: signed events (Standard Webhooks) sent to URLs of your choice (admins only)' },
      { name: 'health', description: 'For a supervisor or load balancer: is the process up and its database answering; no authentication' },
    ],
    paths,
    // What the server sends to the endpoints admins add (src/contract/webhooks.ts, docs/webhooks.md).
    webhooks: openApiWebhooks(),
    components: {
      schemas: Object.fromEntries(Object.entries(COMPONENTS).map(([name, schema]) => [name, jsonSchema(schema)])),
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The token returned by POST /users/authenticate' },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'sk_…',
          description:
            "An API key made with POST /users/me/api-keys, sent as `Authorization: Bearer sk_…`: it may do what it was given and its owner's role still allows (403 otherwise); a revoked or expired key, or one of a deactivated account, is 401",
        },
      },
    },
  };
}
