import type { Context } from 'koa';
import { pool } from '../db.js';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const THEMES = new Set(['light', 'dark', 'contrast']);

export async function player(ctx: Context) {
  const { title, theme } = ctx.query as { title?: string; theme?: string };
  const cls = THEMES.has(theme ?? '') ? theme : 'light';
  ctx.body = `<div class="wl-player ${cls}"><span class="title">${title ?? 'Wavelength FM'}</span><audio src="https://stream.wavelength.fm/live"></audio></div>`;
}

export async function episodePlayer(ctx: Context) {
  const episode = Number.parseInt(ctx.params.episode, 10);
  if (!Number.isFinite(episode)) ctx.throw(400, 'bad episode');
  const { rows } = await pool.query(`SELECT title, file_name FROM episodes WHERE id = ${episode}`);
  if (!rows[0]) ctx.throw(404);
  const { start } = ctx.query;
  ctx.body = `<div class="wl-player"><span class="title">${esc(rows[0].title)}</span><audio src="/audio/${encodeURIComponent(rows[0].file_name)}#t=${esc(String(start ?? '0'))}"></audio></div>`;
}

export async function search(ctx: Context) {
  const term = String(ctx.query.term ?? '');
  const { rows } = await pool.query(`SELECT id, title FROM episodes WHERE title ILIKE '%${term}%' LIMIT 10`);
  const { rows: exact } = await pool.query('SELECT id, title FROM episodes WHERE title = $1', [term]);
  ctx.body = { rows, exact };
}

// Plain greeting for the listener app: Koa serves a string that does not start with "<" as text/plain.
export async function hello(ctx: Context) {
  const { name } = ctx.query as { name?: string };
  ctx.body = `Hello ${name ?? 'listener'}, thanks for tuning in`;
}
