/**
 * Request validation. Query strings and path parameters arrive as text, so their validator
 * coerces types ("50" → 50); a JSON body arrives typed, so its validator does not coerce (a
 * number where a string belongs is a 400, not a silently stringified value).
 */
import { Ajv, type ErrorObject } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { NO_NUL_PATTERN } from './schemas/common.js';

const shared = { strict: false, allErrors: false, useDefaults: true } as const;
const bodyAjv = new Ajv({ ...shared, coerceTypes: false });
const textAjv = new Ajv({ ...shared, coerceTypes: true });

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? bodyAjv : textAjv;
  return ajv.compile(schema as object) as ReturnType<FastifySchemaCompiler<unknown>>;
};

/** One line naming the field: `body/status must be one of: open, ignored, closed`. */
export function formatSchemaErrors(errors: ErrorObject[], dataVar: string): Error {
  const first = errors[0];
  if (!first) return new Error(`${dataVar} is invalid`);
  const where = `${dataVar}${first.instancePath}`;
  let message: string;
  switch (first.keyword) {
    case 'enum':
      message = `${where} must be one of: ${(first.params as { allowedValues: unknown[] }).allowedValues.join(', ')}`;
      break;
    case 'required':
      message = `${where} must have required property '${(first.params as { missingProperty: string }).missingProperty}'`;
      break;
    case 'pattern':
      message = (first.params as { pattern: string }).pattern === NO_NUL_PATTERN ? `${where} must not contain NUL characters` : `${where} ${first.message ?? 'is invalid'}`;
      break;
    default:
      message = `${where} ${first.message ?? 'is invalid'}`;
  }
  return new Error(message);
}
