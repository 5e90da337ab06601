const express = require('express');

const router = express.Router();

router.get('/search', (req, res) => {
  const filters = Object.entries(req.query).reduce((acc, [name, val]) => {
    const [group, field] = name.split('.');
    acc[group] = acc[group] || {};
    acc[group][field] = val;
    return acc;
  }, {});
  res.locals.search.run(filters).then((hits) => res.json(hits));
});

module.exports = router;
