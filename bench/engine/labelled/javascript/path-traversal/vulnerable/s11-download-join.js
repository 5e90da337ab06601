const express = require('express');
const fs = require('fs');
const path = require('path');

const UPLOADS = path.join(__dirname, '..', 'uploads');
const router = express.Router();

router.get('/files/:name', (req, res) => {
  const target = path.join(UPLOADS, req.params.name);
  fs.stat(target, (err, stat) => {
    if (err || !stat.isFile()) {
      return res.status(404).end();
    }
    res.setHeader('Content-Length', stat.size);
    fs.createReadStream(target).pipe(res);
  });
});

module.exports = router;
