const express = require('express');

const router = express.Router();

const TIPS = [
  'Press / to jump to search.',
  'Drag cards between columns to change their status.',
  'Use labels to group related tasks.',
  'Archived boards can be restored from settings.',
];

router.get('/tips', (req, res) => {
  const count = Math.min(Number(req.query.count) || 2, TIPS.length);
  const pool = [...TIPS];
  const picked = [];
  while (picked.length < count) {
    const i = Math.floor(Math.random() * pool.length);
    picked.push(pool.splice(i, 1)[0]);
  }
  res.json({ tips: picked });
});

module.exports = router;
