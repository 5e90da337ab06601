const { query, statsQuery } = require('../db');
const { sh, run } = require('../utils/shell');
const http = require('../utils/http');
const files = require('../utils/files');
const { safeMerge } = require('../utils/merge');
const config = require('../config');

const adminController = {
  async users(req, res, next) {
    try {
      const role = req.query.role;
      const rows = role
        ? await query('SELECT id, name, email, role FROM users WHERE role = ?', [role])
        : await query('SELECT id, name, email, role FROM users ORDER BY id DESC LIMIT 100');
      res.render('users', { rows, role });
    } catch (e) {
      next(e);
    }
  },

  async stats(req, res, next) {
    try {
      const days = parseInt(req.query.days, 10) || 30;
      const byDay = await statsQuery(
        'SELECT day, count(*) FROM page_views WHERE day > now() - ($1 || \' days\')::interval GROUP BY day',
        [days],
      );
      const byPage = await statsQuery(`SELECT path, count(*) FROM page_views WHERE path LIKE '${req.query.prefix}%' GROUP BY path`);
      res.json({ byDay, byPage });
    } catch (e) {
      next(e);
    }
  },

  async backup(req, res, next) {
    try {
      const label = req.body.label || 'manual';
      const out = await sh(`mysqldump ${config.mysql.database} | gzip > ${config.exportDir}/backup-${label}.sql.gz`);
      const listing = await run('ls', ['-l', config.exportDir]);
      res.type('text/plain').send(out + listing);
    } catch (e) {
      next(e);
    }
  },

  async feedPreview(req, res, next) {
    try {
      const feed = await http.fetchJson(req.query.feed);
      const known = await http.fetchJson('https://openlibrary.org/search.json', { q: req.query.q, limit: 5 });
      res.json({ feed, known });
    } catch (e) {
      next(e);
    }
  },

  async disk(req, res, next) {
    try {
      res.type('text/plain').send(await sh('df -h /var/lib/shelfmate'));
    } catch (e) {
      next(e);
    }
  },

  async ping(req, res, next) {
    try {
      const host = req.body.host;
      if (!/^[a-z0-9.-]+$/i.test(host)) return res.status(400).send('bad host');
      const out = await run('ping', ['-c', '1', host]);
      res.json({ out });
    } catch (e) {
      next(e);
    }
  },

  async groupSettings(req, res, next) {
    try {
      const rows = await query('SELECT settings FROM reading_groups WHERE id = ?', [req.params.id]);
      const settings = safeMerge(JSON.parse(rows[0].settings || '{}'), req.body);
      await query('UPDATE reading_groups SET settings = ? WHERE id = ?', [JSON.stringify(settings), req.params.id]);
      res.json(settings);
    } catch (e) {
      next(e);
    }
  },

  async exportShelf(req, res, next) {
    try {
      const rows = await query('SELECT title, author FROM shelf_items WHERE shelf_id = ?', [req.params.shelfId]);
      const csv = rows.map((r) => `"${r.title}","${r.author}"`).join('\n');
      const file = files.writeExport(req.params.shelfId, csv);
      res.download(file);
    } catch (e) {
      next(e);
    }
  },
};

module.exports = adminController;
