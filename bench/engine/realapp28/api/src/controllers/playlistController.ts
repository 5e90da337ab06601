import type { FastifyReply, FastifyRequest } from 'fastify';
import * as repo from '../services/playlistRepo.js';

type ShowRequest = FastifyRequest<{ Params: { slug: string }; Querystring: { limit?: string } }>;

export async function listForShow(request: ShowRequest) {
  const limit = Math.min(Number.parseInt(request.query.limit ?? '50', 10) || 50, 200);
  return repo.tracksForShow(request.params.slug, limit);
}

type SearchRequest = FastifyRequest<{ Querystring: { artist: string; year?: number; order?: 'played_at' | 'artist' | 'title' } }>;

// Registered with trackSearchSchema: year is an integer and order one of three columns.
export async function searchTracks(request: SearchRequest) {
  const { artist, year, order } = request.query;
  return repo.tracksByArtist(artist, year, order ?? 'played_at');
}

export async function chart(request: FastifyRequest<{ Querystring: { since: string } }>) {
  return repo.topArtists(request.query.since);
}

export async function chartBound(request: FastifyRequest<{ Querystring: { since: string } }>) {
  return repo.topArtistsBound(request.query.since);
}

// The play-log explorer posts a JSON filter built by the front end.
export async function explorePlays(request: FastifyRequest, reply: FastifyReply) {
  const body = request.body as { artist: unknown };
  const plays = await repo.playsMatching({ artist: body.artist });
  return reply.send(plays);
}

export async function playsOfArtist(request: FastifyRequest<{ Body: { artist: string } }>) {
  return repo.playsOf(request.body.artist);
}

export async function playsLike(request: FastifyRequest<{ Querystring: { contains: string } }>) {
  return repo.playsWhere(request.query.contains);
}

export async function explorePlaysTyped(request: FastifyRequest<{ Body: { artist: string } }>) {
  return repo.playsMatching({ artist: request.body.artist });
}
