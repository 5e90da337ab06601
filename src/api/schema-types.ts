/**
 * TypeScript types of requests inferred from the routes' JSON schemas, so a route's schema is
 * the one source of its shapes (no hand-written generics to drift from it). A Fastify type
 * provider over a small `FromSchema` for the JSON Schema the routes use: type, enum, const,
 * properties with required, items. Anything else is `unknown`, which forces a check.
 *
 *   app.withTypeProvider<JsonSchemaTypes>().get('/x', { schema }, (request) => request.query.limit)
 */
import type { FastifyTypeProvider } from 'fastify';

type Simplify<T> = { [K in keyof T]: T[K] } & {};

type ObjectOf<Properties, Required> = Simplify<
  { -readonly [K in keyof Properties as K extends Required ? K : never]: FromSchema<Properties[K]> } & {
    -readonly [K in keyof Properties as K extends Required ? never : K]?: FromSchema<Properties[K]>;
  }
>;

export type FromSchema<S> = S extends { const: infer C }
  ? C
  : S extends { enum: readonly (infer E)[] }
    ? E
    : S extends { type: 'string' }
      ? string
      : S extends { type: 'integer' | 'number' }
        ? number
        : S extends { type: 'boolean' }
          ? boolean
          : S extends { type: 'array'; items: infer Items }
            ? FromSchema<Items>[]
            : S extends { type: 'object'; properties: infer Properties }
              ? ObjectOf<Properties, S extends { required: readonly (infer R)[] } ? R : never>
              : unknown;

/** Request parts typed from their schemas; replies stay as Fastify types them (schemas shape them at run time). */
export interface JsonSchemaTypes extends FastifyTypeProvider {
  validator: FromSchema<this['schema']>;
  serializer: unknown;
}
