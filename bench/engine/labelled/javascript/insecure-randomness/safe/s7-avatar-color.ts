import express from 'express';

const router = express.Router();
const COLORS = ['#e57373', '#64b5f6', '#81c784', '#ffd54f'];

function pickColor(): string {
  return COLORS[Math.floor(Math.random() * COLORS.length)];
}

router.get('/avatar/:name', (req, res) => {
  const initial = String(req.params.name).slice(0, 1).toUpperCase();
  res.json({ initial, background: pickColor() });
});

export default router;
