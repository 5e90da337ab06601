import type { NextApiRequest, NextApiResponse } from 'next';
import { config } from '../../lib/config';

// Link previews for URLs pasted into recipe descriptions.
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const url = String(req.query.url ?? '');
  const page = await fetch(url, { redirect: 'follow' });
  const html = await page.text();
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? url;

  const ingredient = typeof req.query.ingredient === 'string' ? req.query.ingredient : '';
  const facts = ingredient
    ? await fetch(`${config.nutritionApi}/lookup?q=${encodeURIComponent(ingredient)}`).then((r) => r.json())
    : null;
  return res.json({ title, facts });
}
