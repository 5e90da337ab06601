const express = require('express');
const fs = require('fs');
const path = require('path');

const app = express();
const BASE = '/srv/files';

app.get('/file', (req, res) => {
  const name = req.query.name;
  // ruleid: js-path-traversal
  fs.readFile(path.join(BASE, name), (err, data) => res.send(data));
  // ok: js-path-traversal
  fs.readFile(path.join(BASE, path.basename(name)), (err, data) => res.send(data));
  // ruleid: js-path-traversal
  res.sendFile(path.join(BASE, name));
  // The root option confines the path.
  // ok: js-path-traversal
  res.sendFile(name, { root: BASE });
  const full = path.resolve(BASE, name);
  if (!full.startsWith(BASE + path.sep)) {
    return res.sendStatus(400);
  }
  // ok: js-path-traversal
  fs.createReadStream(full).pipe(res);
});

app.delete('/upload/:id', async (req, res) => {
  const file = req.params.id;
  if (file.includes('..')) {
    return res.sendStatus(400);
  }
  // ok: js-path-traversal
  await fs.promises.unlink(path.join(BASE, file));
  // ruleid: js-path-traversal
  fs.writeFileSync(`${BASE}/${req.body.name}`, req.body.content);
  // The content is data; the name is fixed.
  // ok: js-path-traversal
  fs.writeFileSync(`${BASE}/latest.txt`, req.body.content);
  res.sendStatus(204);
});

const jwt = require('jsonwebtoken');
const SIGNING_KEY = fs.readFileSync('keys/jwt.pub');
const IMAGE_TYPES = ['png', 'jpg', 'gif'];

app.post('/avatar', (req, res) => {
  const name = String(req.body.name);
  // The claims of a verified token were written by this server.
  const claims = jwt.verify(req.cookies.token, SIGNING_KEY, { algorithms: ['RS256'] });
  // The extension is recomputed, but it is the value the allow-list checked.
  const ext = IMAGE_TYPES.includes(name.split('.').pop().toLowerCase()) ? name.split('.').pop().toLowerCase() : 'png';
  // ok: js-path-traversal
  fs.writeFileSync(`uploads/${claims.sub}.${ext}`, req.body.image);
  // `decode` checks no signature: the claims are the client's.
  const unverified = jwt.decode(req.cookies.token);
  // ruleid: js-path-traversal
  fs.writeFileSync(`uploads/${unverified.sub}.png`, req.body.image);
  // The arm is not the checked value.
  const other = IMAGE_TYPES.includes(name.split('.').pop()) ? name.split('.').shift() : 'png';
  // ruleid: js-path-traversal
  fs.writeFileSync(`uploads/avatar.${other}`, req.body.image);
  res.sendStatus(204);
});
