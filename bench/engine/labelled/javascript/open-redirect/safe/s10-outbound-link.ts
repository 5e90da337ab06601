import { Router } from 'express';
import { recordClick } from '../services/analytics';

const router = Router();
const PARTNERS = new Set(['docs.example.com', 'shop.example.com', 'status.example.com']);

router.get('/out', async (req, res) => {
  const dest = String(req.query.to || '');
  let parsed: URL;
  try {
    parsed = new URL(dest);
  } catch {
    res.status(400).send('bad destination');
    return;
  }
  if (parsed.protocol !== 'https:' || !PARTNERS.has(parsed.hostname)) {
    res.status(400).send('destination not allowed');
    return;
  }
  await recordClick(req.ip, parsed.href);
  res.location(parsed.href).status(302).end();
});

export default router;
