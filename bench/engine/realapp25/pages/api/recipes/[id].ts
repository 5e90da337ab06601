import type { NextApiRequest, NextApiResponse } from 'next';
import { readSession } from '../../../lib/auth';
import { archiveRecipes, byCuisine, byTag, getRecipe } from '../../../services/recipes';
import { commentCount, searchComments } from '../../../services/comments';

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const id = Number(req.query.id);
  if (!Number.isInteger(id)) return res.status(400).json({ error: 'bad id' });

  if (req.method === 'DELETE') {
    const session = readSession(req.cookies.pl_session ?? '');
    if (session.role === 'member') return res.status(403).end();
    await archiveRecipes([id]);
    return res.status(204).end();
  }

  const recipe = await getRecipe(id);
  if (!recipe) return res.status(404).json({ error: 'not found' });

  const related = typeof req.query.cuisine === 'string' ? await byCuisine(req.query.cuisine) : [];
  const tagged = typeof req.query.tag === 'string' ? await byTag(req.query.tag) : [];
  const mentions = req.query.mentions ? await searchComments(String(req.query.mentions)) : [];
  const [{ n }] = await commentCount(id);
  return res.json({ recipe, related, tagged, mentions, comments: n });
}
