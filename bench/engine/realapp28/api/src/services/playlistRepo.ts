import { db } from '../db/knex.js';
import { Play } from '../db/models.js';

export function tracksForShow(showSlug: string, limit: number) {
  return db('playlist_items').where('show_slug', showSlug).orderBy('played_at', 'desc').limit(limit);
}

export function tracksByArtist(artist: string, year: number | undefined, order: string) {
  const q = db('playlist_items').where('artist', 'ilike', `%${artist}%`);
  if (year) q.andWhereRaw('extract(year from played_at) = ?', [year]);
  return q.orderBy(order);
}

export function topArtists(since: string) {
  return db.raw(`SELECT artist, count(*) AS plays FROM playlist_items WHERE played_at > '${since}' GROUP BY artist ORDER BY plays DESC LIMIT 20`);
}

export function topArtistsBound(since: string) {
  return db.raw('SELECT artist, count(*) AS plays FROM playlist_items WHERE played_at > ? GROUP BY artist ORDER BY plays DESC LIMIT 20', [since]);
}

export function playsMatching(filter: Record<string, unknown>) {
  return Play.find(filter).limit(100).lean();
}

export function playsOf(artist: string) {
  return Play.find({ artist: String(artist) }).sort({ playedAt: -1 }).limit(100).lean();
}

export function playsWhere(expression: string) {
  return Play.find({ $where: `this.artist.toLowerCase().indexOf('${expression}') >= 0` }).limit(50).lean();
}
