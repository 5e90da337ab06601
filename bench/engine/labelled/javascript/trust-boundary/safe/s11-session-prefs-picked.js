const express = require('express');

const router = express.Router();
router.use(express.json());

const THEMES = ['light', 'dark', 'system'];
const PAGE_SIZES = [10, 25, 50];

router.put('/preferences', (req, res) => {
  const current = req.session.preferences || { theme: 'system', pageSize: 25 };
  const theme = THEMES.includes(req.body.theme) ? req.body.theme : current.theme;
  const size = Number(req.body.pageSize);
  const pageSize = PAGE_SIZES.includes(size) ? size : current.pageSize;
  req.session.preferences = { theme, pageSize };
  res.json(req.session.preferences);
});

module.exports = router;
