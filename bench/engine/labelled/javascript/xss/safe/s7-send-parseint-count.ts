import express from 'express';

const router = express.Router();

router.get('/banner', (req, res) => {
  const count = parseInt(String(req.query.count || '0'), 10);
  const shown = Number.isNaN(count) ? 0 : count;
  res.send('<div class="banner">You have ' + shown + ' new messages</div>');
});

export default router;
