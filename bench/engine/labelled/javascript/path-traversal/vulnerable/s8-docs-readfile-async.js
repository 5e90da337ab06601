const express = require('express');
const fs = require('fs/promises');

const router = express.Router();

router.get('/docs', async (req, res, next) => {
  try {
    const page = req.query.page || 'index';
    const content = await fs.readFile('./docs/' + page + '.md', 'utf8');
    res.type('text/markdown').send(content);
  } catch (err) {
    next(err);
  }
});

module.exports = router;
