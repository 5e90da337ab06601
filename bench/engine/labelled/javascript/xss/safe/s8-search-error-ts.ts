import { Router, Request, Response } from 'express';
import { searchIndex } from '../services/search';

export default function searchRoutes(router: Router) {
  router.get('/search', async (req: Request, res: Response) => {
    const q = (req.query.q as string) || '';
    const hits = await searchIndex(q);
    if (hits.length === 0) {
      res.status(404).type('text/plain').send(`No results for ${q}`);
      return;
    }
    res.json(hits);
  });
}
