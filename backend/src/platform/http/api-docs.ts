// Owns the API's documentation (API_DOCS_ENABLED): OpenAPI 3 at /api/docs-json, Swagger UI at /api/docs.
// Swagger reads the controllers (paths, parameters, the success answers each route declares); what the
// app already states elsewhere is added from there, so no route says it twice:
//   @Access                    → the operation's security (cookie, bearer, optional cookie) and its 401
//   the rate limits            → 429 (every route but @NoRateLimit ones)
//   a class-validator body     → its schema, a 400 with every message its rules answer, and 413
//   @ApiErrors(status, ...)    → a route's own refusals, with the messages from libs
import { type INestApplication, SetMetadata, type Type } from '@nestjs/common';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import {
  ApiProperty,
  ApiSchema,
  DECORATORS,
  DocumentBuilder,
  getSchemaPath,
  type OpenAPIObject,
  type OperationObject,
  type ResponseObject,
  SwaggerModule,
} from '@nestjs/swagger';
import type { ErrorResponse, MessageResponse } from '@tint/libs/api-types';
import { SLOT_TIMES } from '@tint/libs/slots';
import { ADMIN_SIGN_IN_REQUIRED, BODY_TOO_LARGE, SIGN_IN_REQUIRED, TOO_MANY_REQUESTS } from '@tint/libs/validation-messages';
import { ACCESS_KEY, type AccessLevel, SESSION_COOKIE } from './access.js';
import { RATE_LIMIT_KEY } from './rate-limits.js';
import { validationSchema } from './validation-schema.js';

export const API_DOCS_PATH = '/api/docs';
export const API_DOCS_JSON_PATH = `${API_DOCS_PATH}-json`;

const SESSION_SCHEME = 'salespersonSession';
const ADMIN_SCHEME = 'adminToken';

/** On a class documenting a wire type it implements (most are in libs/api-types.ts): the document names it after the type (AppointmentSchema → Appointment). */
export const WireType = (): ClassDecorator => (target) => ApiSchema({ name: target.name.replace(/Schema$/, '') })(target);

@WireType()
export class ErrorResponseSchema implements ErrorResponse {
  @ApiProperty({ type: 'integer', example: 400 })
  statusCode: number;

  @ApiProperty({ description: "One of the spec's messages, fit to show as it is." })
  message: string;
}

@WireType()
export class MessageResponseSchema implements MessageResponse {
  @ApiProperty()
  message: string;
}

// Property shapes the wire types share (libs/api-types.ts): DecimalString, DateString, IsoDateTime, SlotTime.
export const ApiDecimal = (description?: string) => ApiProperty({ type: String, pattern: '^\\d+\\.\\d{2}$', example: '25.00', description });
export const ApiDate = (description?: string) => ApiProperty({ type: String, format: 'date', example: '2026-11-23', description });
export const ApiInstant = (description?: string) => ApiProperty({ type: String, format: 'date-time', description });
export const ApiSlotTime = () => ApiProperty({ enum: [...SLOT_TIMES] });

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429;
type DeclaredErrors = { status: ErrorStatus; messages: string[] };

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Refused: the message says what to correct.',
  401: 'Not signed in, or the session or token has ended.',
  403: 'Signed in, but not allowed.',
  404: 'Not found.',
  409: 'Conflicts with what is already there.',
  413: 'The body is larger than the server reads.',
  429: 'Too many requests: try again in a moment.',
};

const API_ERRORS_KEY = 'tint:api-errors';
const API_CREDENTIALS_KEY = 'tint:api-credentials';
/** An admin's single-use ticket in the query: the live stream's way in for a browser's EventSource (issue 20). */
export const LIVE_TICKET_SCHEME = 'liveTicket';
/** A showroom screen's token (issue 20, part 4), as the live stream's `?tv=`. */
export const TV_TOKEN_SCHEME = 'tvToken';

/**
 * A route that checks its own credentials (its access level is `visitor`, so the guard only reads a cookie): the
 * schemes it accepts, any one of which is required. The document says so instead of "open to all".
 */
export const ApiCredentials = (...schemes: ('salespersonSession' | typeof LIVE_TICKET_SCHEME | typeof TV_TOKEN_SCHEME)[]): MethodDecorator => SetMetadata(API_CREDENTIALS_KEY, schemes);

/**
 * A route's own refusals (on a controller: each of its routes'): `@ApiErrors(404, APPOINTMENT_NOT_FOUND)`.
 * Repeatable; the messages are the ones the route answers, from libs/validation-messages.
 */
export function ApiErrors(status: ErrorStatus, ...messages: string[]): MethodDecorator & ClassDecorator {
  return (target: object, _key?: string | symbol, descriptor?: PropertyDescriptor) => {
    const holder: object = descriptor?.value ?? target;
    const declared = (Reflect.getOwnMetadata(API_ERRORS_KEY, holder) as DeclaredErrors[] | undefined) ?? [];
    // Decorators apply bottom-up: prepended, the messages read in the order the route lists them.
    Reflect.defineMetadata(API_ERRORS_KEY, [{ status, messages }, ...declared], holder);
  };
}

/** A salesperson proves who they are with the session cookie, an admin with a bearer token; `visitor` routes are open and read a cookie when there is one. */
const SECURITY: Record<AccessLevel, OperationObject['security']> = {
  public: undefined,
  visitor: [{ [SESSION_SCHEME]: [] }, {}],
  salesperson: [{ [SESSION_SCHEME]: [] }],
  admin: [{ [ADMIN_SCHEME]: [] }],
};
const SIGNED_OUT: Partial<Record<AccessLevel, string>> = { salesperson: SIGN_IN_REQUIRED, admin: ADMIN_SIGN_IN_REQUIRED };

const DESCRIPTION = [
  'The Tint Portal API. Every error answer is `{ statusCode, message }`; request bodies are JSON only.',
  '',
  '**Salespeople** sign in with `POST /api/login` (try it out here: the browser keeps the session cookie for the calls after).',
  '**Admins** sign in with `POST /api/admin/login` and paste the `token` of its answer into *Authorize*.',
].join('\n');

/** Serves the document and Swagger UI (called by configureHttp when API_DOCS_ENABLED). */
export function configureApiDocs(app: INestApplication): void {
  const document = apiDocument(app);
  SwaggerModule.setup(API_DOCS_PATH, app, document, {
    raw: ['json'],
    customSiteTitle: 'Tint Portal API',
    // No call to swagger.io's validator: the page talks to this server only (and its CSP says so).
    swaggerOptions: { validatorUrl: null, displayRequestDuration: true },
  });
}

/** The OpenAPI document of every route the app's controllers declare. */
function apiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Tint Portal API')
    .setDescription(DESCRIPTION)
    .setVersion('1')
    .addCookieAuth(SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'A salesperson session (POST /api/login sets it).' }, SESSION_SCHEME)
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'An admin token (POST /api/admin/login answers it).' }, ADMIN_SCHEME)
    .addApiKey({ type: 'apiKey', in: 'query', name: 'ticket', description: 'A single-use ticket from POST /api/admin/events/ticket (the live stream only).' }, LIVE_TICKET_SCHEME)
    .addApiKey({ type: 'apiKey', in: 'query', name: 'tv', description: "A showroom screen's token from POST /api/admin/tv-tokens (the live stream only)." }, TV_TOKEN_SCHEME)
    .build();
  // Operation ids name the handler, so each operation can be matched to its route's metadata below.
  const document = SwaggerModule.createDocument(app, config, {
    extraModels: [ErrorResponseSchema],
    operationIdFactory: (controller, method) => `${controller}_${method}`,
  });
  const handlers = handlersById(app);
  const reflector = app.get(Reflector);
  for (const pathItem of Object.values(document.paths)) {
    for (const operation of Object.values(pathItem) as OperationObject[]) {
      const route = operation.operationId === undefined ? undefined : handlers.get(operation.operationId);
      if (route) describeOperation(document, operation, route, reflector);
    }
  }
  return document;
}

type Route = { controller: Type; name: string; handler: (...args: unknown[]) => unknown };

function handlersById(app: INestApplication): Map<string, Route> {
  const scanner = new MetadataScanner();
  const routes = new Map<string, Route>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      const controller = metatype as Type | null;
      if (!controller) continue;
      const prototype = controller.prototype as Record<string, Route['handler']>;
      for (const name of scanner.getAllMethodNames(prototype)) routes.set(`${controller.name}_${name}`, { controller, name, handler: prototype[name]! });
    }
  }
  return routes;
}

function describeOperation(document: OpenAPIObject, operation: OperationObject, { controller, name, handler }: Route, reflector: Reflector): void {
  const errors = new Map<ErrorStatus, Set<string>>();
  const add = (status: ErrorStatus, ...messages: string[]) => messages.forEach((message) => errors.set(status, (errors.get(status) ?? new Set()).add(message)));

  const access = reflector.getAllAndOverride<AccessLevel | undefined>(ACCESS_KEY, [handler, controller]);
  if (access) {
    operation.security = SECURITY[access];
    if (SIGNED_OUT[access]) add(401, SIGNED_OUT[access]);
  }
  const credentials = reflector.get<string[] | undefined>(API_CREDENTIALS_KEY, handler);
  if (credentials) operation.security = credentials.map((scheme) => ({ [scheme]: [] }));
  const body = operation.requestBody ? bodyClass(controller, name, handler) : undefined;
  if (body) {
    const { schema, messages } = validationSchema(body);
    document.components!.schemas![body.name] = schema;
    add(400, ...messages);
    add(413, BODY_TOO_LARGE);
  }
  for (const { status, messages } of reflector.getAllAndMerge<DeclaredErrors[]>(API_ERRORS_KEY, [handler, controller])) add(status, ...messages);
  if (reflector.getAllAndOverride<string | undefined>(RATE_LIMIT_KEY, [handler, controller]) !== 'none') add(429, TOO_MANY_REQUESTS);

  for (const [status, messages] of [...errors].sort(([a], [b]) => a - b)) operation.responses[status] = errorResponse(status, [...messages]);
}

/**
 * The class the route's body is checked against: the one `@ApiBody` names (a route that reads its body
 * itself), else the `@Body()` parameter's type; in either case a class with class-validator rules.
 */
function bodyClass(controller: Type, name: string, handler: Route['handler']): Type | undefined {
  const declared = (Reflect.getMetadata(DECORATORS.API_PARAMETERS, handler) as { in: string; type?: unknown }[] | undefined)?.find((parameter) => parameter.in === 'body')?.type;
  const parameters = (Reflect.getMetadata('design:paramtypes', controller.prototype as object, name) as unknown[] | undefined) ?? [];
  return [declared, ...parameters].find((type): type is Type => typeof type === 'function' && Object.keys(validationSchema(type as Type).schema.properties ?? {}).length > 0);
}

function errorResponse(status: ErrorStatus, messages: string[]): ResponseObject {
  const examples = Object.fromEntries(messages.map((message, index) => [`${status}-${index + 1}`, { summary: message, value: { statusCode: status, message } satisfies ErrorResponse }]));
  return { description: ERROR_DESCRIPTIONS[status], content: { 'application/json': { schema: { $ref: getSchemaPath(ErrorResponseSchema) }, examples } } };
}

