import express from 'express';

const router = express.Router();

router.get('/banner', (req, res) => {
  const packed = Buffer.from(String(req.query.msg || '')).toString('base64');
  const message = Buffer.from(packed, 'base64').toString('utf8');
  res.send('<div class="banner">' + message + '</div>');
});

export default router;
