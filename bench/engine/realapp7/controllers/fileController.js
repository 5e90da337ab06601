const path = require('path');
const config = require('../config');
const files = require('../utils/files');
const { run, sh } = require('../utils/shell');

module.exports = {
  uploaded(req, res) {
    res.json({ name: req.file.filename, size: req.file.size });
  },

  download(req, res, next) {
    try {
      const data = files.readUpload(req.query.name);
      res.type('application/octet-stream').send(data);
    } catch (e) {
      next(e);
    }
  },

  view(req, res) {
    res.sendFile(req.params.name, { root: config.uploadDir });
  },

  preview(req, res, next) {
    try {
      const data = files.readUploadSafe(req.query.name);
      res.type('text/plain').send(data.toString('utf8', 0, 2000));
    } catch (e) {
      next(e);
    }
  },

  removeExport(req, res, next) {
    try {
      files.removeExport(req.params.file);
      res.sendStatus(204);
    } catch (e) {
      next(e);
    }
  },

  async thumbnail(req, res, next) {
    try {
      const src = path.join(config.uploadDir, path.basename(req.query.name));
      const width = parseInt(req.query.w, 10) || 200;
      const out = await run('convert', [src, '-resize', `${width}x`, 'png:-']);
      const info = await sh(`identify -format '%wx%h' ${req.query.name}`);
      res.set('X-Source-Size', info.trim()).type('image/png').send(Buffer.from(out, 'binary'));
    } catch (e) {
      next(e);
    }
  },
};
