const express = require('express');
const crypto = require('crypto');

const router = express.Router();

function digest(algo, input) {
  return crypto.createHash(algo).update(input).digest('base64');
}

router.post('/api-secret', (req, res) => {
  const algorithms = ['sha1', 'sha256'];
  const chosen = algorithms[1];
  const stored = digest(chosen, req.body.secret);
  res.json({ stored });
});

module.exports = router;
