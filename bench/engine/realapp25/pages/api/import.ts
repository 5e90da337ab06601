import type { NextApiRequest, NextApiResponse } from 'next';
import { parsePartnerXml, parseRecipeXml, parseRecipeYaml, readLegacyPrefs, readPrefs } from '../../lib/importers';

export const config = { api: { bodyParser: { sizeLimit: '1mb' } } };

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const text = typeof req.body === 'string' ? req.body : JSON.stringify(req.body);
  const prefs = req.cookies.pl_prefs ? readLegacyPrefs(req.cookies.pl_prefs) : {};
  const settings = req.cookies.pl_settings ? readPrefs(req.cookies.pl_settings) : {};

  switch (req.query.format) {
    case 'yaml':
      return res.json({ recipe: parseRecipeYaml(text), prefs, settings });
    case 'recipeml':
      return res.json({ recipe: parseRecipeXml(text), prefs, settings });
    case 'partner':
      return res.json({ recipe: parsePartnerXml(text), prefs, settings });
    default:
      return res.status(400).json({ error: 'unknown format' });
  }
}
