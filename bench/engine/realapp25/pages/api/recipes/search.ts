import type { NextApiRequest, NextApiResponse } from 'next';
import { escapeHtml } from '../../../lib/html';
import { searchSchema } from '../../../lib/schemas';
import { legacySearch, searchRecipes } from '../../../services/recipes';

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.query.v === '1') {
    const q = String(req.query.q ?? '');
    const sort = String(req.query.sort ?? 'title');
    const rows = await legacySearch(q, sort);
    if (!rows.length && req.headers.accept?.includes('text/html')) {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      return res.status(404).send(`<p class="empty">Nothing matched <b>${q}</b></p>`);
    }
    return res.status(200).json(rows);
  }

  const parsed = searchSchema.safeParse(req.query);
  if (!parsed.success) return res.status(400).json({ error: parsed.error.flatten() });
  const rows = await searchRecipes(parsed.data);
  if (!rows.length) {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    return res.status(404).send(`<p class="empty">Nothing matched <b>${escapeHtml(parsed.data.q)}</b></p>`);
  }
  return res.status(200).json({ rows, message: `Results for ${parsed.data.q}` });
}
