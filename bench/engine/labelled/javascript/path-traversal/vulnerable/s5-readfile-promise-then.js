const fs = require('fs');

const BASE = '/srv/docs';

exports.handler = (req, res) => {
  fs.promises
    .readFile(`${BASE}/${req.query.doc}.md`, 'utf8')
    .then((text) => res.json({ text }))
    .catch(() => res.status(404).json({ error: 'not found' }));
};
