import { toJSONSchema, type ZodMiniType as ZodType } from 'zod/mini';
import * as schemas from '../../schemas/index.ts';
import { LIST_SCREENS } from '../../screens/index.ts';
import { allRoutes, type RouteDef } from './routes.ts';

type Json = Record<string, unknown>;

/** The entities, named as the document's components: one per list screen, then the calendar's and the accounts'. */
const COMPONENTS: Record<string, ZodType> = {
  ...Object.fromEntries(LIST_SCREENS.map((screen) => [screen.apiName, screen.schema])),
  CalendarEvent: schemas.calendarEventSchema,
  Notification: schemas.notificationSchema,
  NotificationUpdate: schemas.notificationUpdateSchema,
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
function schemaOrRef(schema: ZodType): Json {
  const name = NAME_OF.get(schema);
  if (name) return { $ref: `#/components/schemas/${name}` };
  // Read through the definition, which every zod flavour shares (no instanceof on one flavour's classes).
  const def = schema._zod.def as { type: string; element?: ZodType; innerType?: ZodType };
  if (def.type === 'array' && def.element && NAME_OF.has(def.element)) return { type: 'array', items: schemaOrRef(def.element) };
  if (def.type === 'nullable' && def.innerType && NAME_OF.has(def.innerType))
    return { oneOf: [schemaOrRef(def.innerType), { type: 'null' }] };
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
  ];
  const responses = Object.fromEntries(
    Object.entries(route.responses).map(([status, r]) => [
      status,
      { description: r.description, ...(r.schema ? { content: { 'application/json': { schema: schemaOrRef(r.schema) } } } : {}) },
    ]),
  );
  return {
    operationId: route.operationId,
    tags: [route.tag],
    summary: route.summary,
    ...(route.auth ? { security: [{ bearer: [] }] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOrRef(route.body) } } } } : {}),
    responses,
  };
}

/**
 * The OpenAPI 3.1 description of Stride's API, generated from the route table the fake backend's handlers
 * are built from and from the zod schemas. Written to openapi/stride.openapi.json by
 * scripts/generate-openapi.ts; a unit test fails when the file and this function disagree.
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
        'The HTTP API the Stride dashboard calls. The built-in fake backend (MSW) implements it in the browser; a real backend implementing this document replaces it with PUBLIC_FAKE_BACKEND=false and PUBLIC_API_BASE_URL. Errors answer `{ "message": string }`; every 401 signs the user out. Every /app and /users call needs the bearer token of POST /users/authenticate, except sign-in, registration, password reset, the newsletter and launch-alert forms, GET /api/users and GET /healthz.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/', description: 'Same origin (or PUBLIC_API_BASE_URL)' }],
    tags: [
      { name: 'auth', description: 'Sign-in and registration (fake-backend auth mode)' },
      { name: 'users', description: 'Accounts' },
      { name: 'lists', description: 'The 18 sample lists, with add/edit/delete for the list screens' },
      { name: 'calendar', description: 'Calendar events' },
      { name: 'notifications', description: "The signed-in user's notifications" },
      { name: 'subscriptions', description: 'Sign-ups of the public pages (newsletter, launch alert); no authentication' },
      { name: 'account', description: 'The signed-in user: profile, preferences, password' },
      { name: 'health', description: 'For a supervisor or load balancer: is the process up and its database answering; no authentication' },
    ],
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(COMPONENTS).map(([name, schema]) => [name, jsonSchema(schema)])),
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token returned by POST /users/authenticate' } },
    },
  };
}
