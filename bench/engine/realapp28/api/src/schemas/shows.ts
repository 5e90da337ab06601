import { Type, type Static } from '@sinclair/typebox';

export const ShowListQuery = Type.Object({
  genre: Type.Optional(Type.String({ maxLength: 40 })),
  day: Type.Optional(Type.Union([
    Type.Literal('mon'), Type.Literal('tue'), Type.Literal('wed'), Type.Literal('thu'),
    Type.Literal('fri'), Type.Literal('sat'), Type.Literal('sun'),
  ])),
  page: Type.Integer({ minimum: 1, default: 1 }),
  perPage: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});
export type ShowListQuery = Static<typeof ShowListQuery>;

export const ShowParams = Type.Object({ slug: Type.String({ pattern: '^[a-z0-9-]{2,60}$' }) });

export const ShowIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const ShowUpdateBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 120 }),
  blurb: Type.String({ maxLength: 2000 }),
  status: Type.Enum({ live: 'live', paused: 'paused', archived: 'archived' }),
  slotMinutes: Type.Integer({ minimum: 30, maximum: 240 }),
});
export type ShowUpdateBody = Static<typeof ShowUpdateBody>;

// Plain JSON schema for the routes that are not on the TypeBox provider yet.
export const trackSearchSchema = {
  querystring: {
    type: 'object',
    properties: {
      artist: { type: 'string' },
      year: { type: 'integer', minimum: 1900, maximum: 2100 },
      order: { type: 'string', enum: ['played_at', 'artist', 'title'] },
    },
  },
} as const;
