const fs = require('fs');
const path = require('path');

const COVERS = path.join(__dirname, '..', 'covers');
const INVOICES = path.join(__dirname, '..', 'invoices');

module.exports = {
  'GET /cover': (req, res) => {
    res.sendFile(path.join(COVERS, path.basename(String(req.query.name))));
  },

  'GET /invoice': (req, res) => {
    const file = path.join(INVOICES, req.query.file);
    fs.createReadStream(file).pipe(res);
  },

  'GET /manual': (req, res) => {
    res.sendFile(String(req.query.page), { root: path.join(__dirname, '..', 'manuals') });
  },

  'POST /notes': (req, res) => {
    fs.writeFileSync(path.join(__dirname, '..', 'notes', req.body.title + '.txt'), req.body.text);
    res.sendStatus(201);
  },
};
