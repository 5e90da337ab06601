const fs = require('fs/promises');
const path = require('path');

const ROOT = path.resolve('/srv/reports');

async function handler(req, res) {
  const resolved = path.resolve(ROOT, req.params.report);
  if (!resolved.startsWith(ROOT + path.sep)) {
    return res.status(403).end();
  }
  const body = await fs.readFile(resolved);
  res.type('application/pdf').send(body);
}

module.exports = { handler };
