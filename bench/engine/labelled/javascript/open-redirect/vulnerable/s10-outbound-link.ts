import { Router } from 'express';
import { recordClick } from '../services/analytics';

const router = Router();

router.get('/out', async (req, res) => {
  const dest = String(req.query.to || '');
  if (!dest) {
    res.status(400).send('missing destination');
    return;
  }
  await recordClick(req.ip, dest);
  res.location(dest).status(302).end();
});

export default router;
