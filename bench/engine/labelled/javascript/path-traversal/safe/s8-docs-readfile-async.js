const express = require('express');
const fs = require('fs/promises');
const path = require('path');

const router = express.Router();

router.get('/docs', async (req, res, next) => {
  try {
    const page = path.basename(String(req.query.page || 'index'));
    const content = await fs.readFile(path.join('./docs', page + '.md'), 'utf8');
    res.type('text/markdown').send(content);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
