/**
 * Responses whose bodies are cached with the object they present. The services hand out the
 * same object for as long as it is current (issue pages and issues cached under the project's
 * issue version); its JSON, made once by the route's compiled response serializer (the 200
 * schema, so exactly the fields and formats of the spec), is kept beside it.
 * When the service drops the object, its JSON goes with it (a WeakMap).
 *
 * The first answer sends the JSON as the string it was made as: most objects are answered once
 * (a client walking pages or reading issues in turn), and Node writes a string with the headers
 * in one write, without a Buffer made of it first (Buffer.from of a 17 KB page costs about a
 * third of serialising it). The second answer of the same object keeps the bytes, so every
 * later one sends them without encoding the string again.
 */
import type { FastifyReply } from 'fastify';

const serialised = new WeakMap<object, string | Buffer>();

export function sendAsCachedJson<T extends object>(reply: FastifyReply, value: T, present: (value: T) => unknown): FastifyReply {
  const known = serialised.get(value);
  let body: string | Buffer;
  if (known === undefined) {
    const json = reply.serialize(present(value));
    body = typeof json === 'string' ? json : Buffer.from(json as Uint8Array);
    serialised.set(value, body);
  } else if (typeof known === 'string') {
    body = Buffer.from(known, 'utf8');
    serialised.set(value, body);
  } else {
    body = known;
  }
  return reply.type('application/json; charset=utf-8').send(body);
}
