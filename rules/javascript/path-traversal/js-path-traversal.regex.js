// A file name pattern that lets `.` through still admits `..`.
const fs = require('fs');
const path = require('path');

const DIR = path.join(__dirname, 'reports');

exports.report = (req, res) => {
  const name = String(req.query.name);
  if (!/^[\w.-]+$/.test(name)) return res.status(400).end();
  // ruleid: js-path-traversal
  fs.createReadStream(path.join(DIR, name)).pipe(res);
};

exports.reportById = (req, res) => {
  const id = String(req.query.id);
  if (!/^[\w-]{1,64}$/.test(id)) return res.status(400).end();
  // ok: js-path-traversal
  fs.createReadStream(path.join(DIR, `${id}.pdf`)).pipe(res);
};

// A file name with one literal dot between non-empty word runs holds no `..` and no slash.
module.exports.named = (app) => {
  app.get('/notes', (req, res) => {
    const f = req.query.f;
    if (/^[\w-]+\.txt$/.test(f)) {
      // ok: js-path-traversal
      fs.createReadStream(path.join('/srv/notes', f)).pipe(res);
    }
    if (/^[\w.-]+$/.test(f)) {
      // `..` matches a class admitting dots.
      // ruleid: js-path-traversal
      fs.createReadStream(path.join('/srv/notes', f)).pipe(res);
    }
  });
};
