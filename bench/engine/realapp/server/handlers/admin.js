const { exec, execFile } = require('child_process');
const axios = require('axios');
const pug = require('pug');

const MIRRORS = { eu: 'https://eu.mirror.pagewise.example', us: 'https://us.mirror.pagewise.example' };

module.exports = {
  'POST /reindex': (req, res) => {
    exec('node scripts/reindex.js --collection ' + req.body.collection, (err, stdout) => {
      res.json({ ok: !err, output: stdout });
    });
  },

  'POST /backup': (req, res) => {
    execFile('pg_dump', ['--table', String(req.body.table), process.env.DATABASE_URL], (err) => {
      res.json({ ok: !err });
    });
  },

  'POST /import': async (req, res) => {
    const { data } = await axios.get(req.body.feedUrl);
    res.json({ imported: Array.isArray(data) ? data.length : 0 });
  },

  'POST /sync': async (req, res) => {
    const base = MIRRORS[req.body.region];
    if (!base) return res.status(400).json({ error: 'region' });
    const { data } = await axios.get(base + '/catalog.json');
    res.json({ books: data.length });
  },

  'POST /banner': (req, res) => {
    const html = pug.render(req.body.template, { shop: 'Pagewise' });
    res.send(html);
  },

  'POST /price-rule': (req, res) => {
    const discount = eval('(' + req.body.rule + ')');
    res.json({ discount });
  },

  'POST /price-preview': (req, res) => {
    const percent = Number(req.body.percent);
    res.json({ price: Math.round(Number(req.body.price) * (100 - percent)) / 100 });
  },
};
