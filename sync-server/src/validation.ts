import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { z } from 'zod';
import type { ApiErrorField } from '../../shared/schemas/apiError';

/**
 * Makes Fastify infer `request.body`, `query`, `params` and reply payloads from the zod schemas a
 * route declares: `schema: { body: spineMapContentSchema }` gives a typed `request.body`.
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** The instance a route plugin receives: its own encapsulated scope, prefixed with `/api`. */
export type RouteScope = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * A route plugin: one per resource, listed in routes/index.ts. A plain function (async only if
 * it needs to await setup); each gets its own encapsulated scope, so its hooks stay its own.
 */
export type RoutePlugin = (app: RouteScope) => void | Promise<void>;

type HttpPart = 'params' | 'body' | 'querystring' | 'headers';

/** Fastify validates parts in this order and stops at the first bad one. */
const PART_ORDER: readonly HttpPart[] = ['params', 'body', 'querystring', 'headers'];

/** How a part is named in `fields[].path`: as the handler reads it (`request.query`). */
const PART_LABEL: Record<HttpPart, string> = {
  params: 'params',
  body: 'body',
  querystring: 'query',
  headers: 'headers',
};
const REQUEST_KEY: Record<HttpPart, 'params' | 'body' | 'query' | 'headers'> = PART_LABEL as never;

function isZodSchema(schema: unknown): schema is z.ZodType {
  return (
    typeof schema === 'object' && schema !== null && typeof (schema as z.ZodType).safeParse === 'function'
  );
}

function toFields(part: HttpPart, error: z.ZodError): ApiErrorField[] {
  return error.issues.map((issue) => ({
    path: [PART_LABEL[part], ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
}

/** A request part failed its zod schema. The error handler turns it into the 400 body. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_ERR_VALIDATION';
  constructor(
    readonly part: HttpPart,
    readonly fields: ApiErrorField[],
  ) {
    super(`Invalid request: ${fields.map((f) => f.path).join(', ')}`);
    this.name = 'RequestValidationError';
  }
}

/**
 * Every bad field of the request, not just the first bad part's: Fastify stops at the first part
 * that fails, so the parts it did not reach yet are checked here against the route's schemas.
 */
export function allInvalidFields(error: RequestValidationError, request: FastifyRequest): ApiErrorField[] {
  const schemas = (request.routeOptions.schema ?? {}) as Partial<Record<HttpPart, unknown>>;
  const fields = [...error.fields];
  for (const part of PART_ORDER.slice(PART_ORDER.indexOf(error.part) + 1)) {
    const schema = schemas[part];
    if (!isZodSchema(schema)) continue;
    const result = schema.safeParse(request[REQUEST_KEY[part]]);
    if (!result.success) fields.push(...toFields(part, result.error));
  }
  return fields;
}

/** Validates a request part with its zod schema and hands the handler the parsed (coerced, defaulted) value. */
export const zodValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, method, url, httpPart }) => {
  if (!isZodSchema(schema)) throw new Error(`${method} ${url}: the ${httpPart} schema must be a zod schema`);
  const part = (httpPart ?? 'body') as HttpPart;
  return (data: unknown) => {
    const result = schema.safeParse(data);
    if (!result.success) return { error: new RequestValidationError(part, toFields(part, result.error)) };
    // Headers are shared with plugins (cookies, rate limits): add the parsed ones, drop none.
    if (part === 'headers') return { value: { ...(data as object), ...(result.data as object) } };
    return { value: result.data };
  };
};

/**
 * Serialises a reply through its zod response schema: unknown keys are stripped, so a route cannot
 * leak a column it forgot about, and a reply that breaks its schema is a 500, not bad data.
 */
export const zodSerializerCompiler: FastifySerializerCompiler<unknown> = ({
  schema,
  method,
  url,
  httpStatus,
}) => {
  if (!isZodSchema(schema))
    throw new Error(`${method} ${url}: the ${httpStatus} response schema must be a zod schema`);
  return (data: unknown) => {
    const result = schema.safeParse(data);
    if (!result.success) {
      const paths = result.error.issues.map((i) => i.path.join('.') || '(root)').join(', ');
      throw new Error(`${method} ${url}: reply does not match its ${httpStatus} schema at ${paths}`);
    }
    return JSON.stringify(result.data);
  };
};
