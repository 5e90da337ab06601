import { pool } from '../db/pool.js';
import type { ShowUpdateBody } from '../schemas/shows.js';

export interface ShowRow {
  id: number;
  slug: string;
  title: string;
  blurb: string;
  genre: string;
  presenter_name: string;
  status: string;
}

const SORTABLE = new Set(['title', 'genre', 'starts_at']);

export async function listShows(genre: string | undefined, day: string | undefined, page: number, perPage: number) {
  const offset = (page - 1) * perPage;
  const { rows } = await pool.query<ShowRow>(
    'SELECT * FROM shows WHERE ($1::text IS NULL OR genre = $1) AND ($2::text IS NULL OR day = $2) ORDER BY starts_at LIMIT $3 OFFSET $4',
    [genre ?? null, day ?? null, perPage, offset],
  );
  return rows;
}

export async function pageOfShows(day: string, perPage: number, page: number) {
  const { rows } = await pool.query<ShowRow>(`SELECT * FROM shows WHERE day = '${day}' LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`);
  return rows;
}

export async function findBySlug(slug: string) {
  const { rows } = await pool.query<ShowRow>({ text: 'SELECT * FROM shows WHERE slug = $1', values: [slug] });
  return rows[0];
}

export async function searchShows(term: string, sort: string) {
  const column = SORTABLE.has(sort) ? sort : 'title';
  const { rows } = await pool.query<ShowRow>(`SELECT id, slug, title FROM shows WHERE title ILIKE $1 ORDER BY ${column}`, [`%${term}%`]);
  return rows;
}

export async function showsByPresenter(name: string, sort: string) {
  const { rows } = await pool.query<ShowRow>(`SELECT id, slug, title FROM shows WHERE presenter_name = $1 ORDER BY ${sort}`, [name]);
  return rows;
}

export async function updateShow(id: number, body: ShowUpdateBody) {
  await pool.query(`UPDATE shows SET title = $1, blurb = $2, status = '${body.status}', slot_minutes = ${body.slotMinutes} WHERE id = ${id}`, [body.title, body.blurb]);
}

export async function renameGenre(from: string, to: string) {
  await pool.query(`UPDATE shows SET genre = '${to}' WHERE genre = '${from}'`);
}
