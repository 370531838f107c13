import { z } from 'zod';

type JsonObject = Record<string, unknown>;

// Keywords strict structured output rejects on many OpenAI-compatible servers; zod still checks them.
const UNSUPPORTED = ['$schema', 'minLength', 'maxLength', 'minItems', 'maxItems', 'default'];

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nullable(schema: JsonObject): JsonObject {
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  return { anyOf: [schema, { type: 'null' }] };
}

function strictify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strictify);
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (UNSUPPORTED.includes(key)) continue;
    out[key] =
      key === 'properties' && isObject(value)
        ? Object.fromEntries(Object.entries(value).map(([name, prop]) => [name, strictify(prop)]))
        : strictify(value);
  }
  if (out.type === 'object' && isObject(out.properties)) {
    const properties = out.properties as Record<string, JsonObject>;
    const required = new Set(Array.isArray(node.required) ? (node.required as string[]) : []);
    // Strict mode wants every property required; an optional one becomes "may be null" instead.
    for (const name of Object.keys(properties)) {
      if (!required.has(name)) properties[name] = nullable(properties[name] as JsonObject);
    }
    out.required = Object.keys(properties);
    out.additionalProperties = false;
  }
  return out;
}

/**
 * The JSON schema for OpenAI structured output (`strict: true`), derived from a zod schema so the
 * two never drift: every object closed and fully required, optional fields nullable, and length
 * limits left to the zod validation that follows every reply.
 */
export function strictJsonSchema(schema: z.ZodType): JsonObject {
  return strictify(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' })) as JsonObject;
}

/** Undoes the "optional is nullable" rewrite: drops null-valued object keys before zod parses a reply. */
export function dropNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropNulls);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== null)
      .map(([k, v]) => [k, dropNulls(v)]),
  );
}
