import type { Context } from 'koa';
import crypto from 'node:crypto';
import { pool, type ShareLink } from '../db.js';

const OUR_HOSTS = new Set(['wavelength.fm', 'www.wavelength.fm', 'shop.wavelength.fm']);

export async function create(ctx: Context) {
  const { episodeId, at } = ctx.request.body as { episodeId: number; at?: string };
  const code = crypto.randomBytes(6).toString('base64url');
  await pool.query('INSERT INTO share_links (code, episode_id, target) VALUES ($1, $2, $3)', [code, episodeId, `/episodes/${Number(episodeId)}?t=${at ?? '0'}`]);
  await pool.query(`UPDATE episodes SET shares = shares + 1 WHERE id = ${episodeId}`);
  ctx.status = 201;
  ctx.body = { code };
}

export async function follow(ctx: Context) {
  const { rows } = await pool.query<ShareLink>('SELECT * FROM share_links WHERE code = $1', [ctx.params.code]);
  if (!rows[0]) {
    ctx.status = 404;
    ctx.body = `<p>This link (${ctx.params.code}) has expired.</p>`;
    return;
  }
  ctx.redirect(rows[0].target);
}

export async function out(ctx: Context) {
  const to = String(ctx.query.to ?? '/');
  let host = '';
  try {
    host = new URL(to).hostname;
  } catch {
    host = '';
  }
  if (OUR_HOSTS.has(host)) return ctx.redirect(to);
  ctx.redirect(String(ctx.query.fallback ?? 'https://wavelength.fm'));
}

export async function consent(ctx: Context) {
  const { choice, session } = ctx.query as { choice?: string; session?: string };
  ctx.cookies.set('wl_consent', choice === 'all' ? 'all' : 'essential', { httpOnly: true, sameSite: 'lax', maxAge: 31536000000 });
  if (session) ctx.cookies.set('wl_widget_session', session, { httpOnly: false, secure: false, signed: false });
  ctx.cookies.set('wl_seen', '1', { httpOnly: true, secure: true, sameSite: 'strict', signed: true });
  ctx.redirect('/player');
}
