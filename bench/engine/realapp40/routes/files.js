'use strict';

const fs = require('fs');
const path = require('path');
const crypto = require('crypto');
const express = require('express');
const multer = require('multer');
const files = require('../core/files');
const xml = require('../core/xml');
const { Product } = require('../models');
const tokens = require('../core/tokens');
const auth = require('../core/auth');
const config = require('../config');

const router = express.Router();
router.use(auth.requireLogin);

const upload = {
  disk: multer({
    storage: multer.diskStorage({
      destination: config.uploadDir,
      filename: (req, file, cb) => cb(null, crypto.randomUUID() + path.extname(file.originalname).toLowerCase()),
    }),
    limits: { fileSize: 5 * 1024 * 1024 },
  }),
  memory: multer({ storage: multer.memoryStorage(), limits: { fileSize: 2 * 1024 * 1024 } }),
};

router.get('/download', (req, res) => {
  res.download(path.join(config.uploadDir, req.query.file));
});

router.get('/download/strict', (req, res) => {
  res.download(path.join(config.uploadDir, path.basename(String(req.query.file))));
});

router.get('/report/:name', (req, res) => {
  res.sendFile(files.reportPath(req.params.name));
});

router.get('/static/:name', (req, res) => {
  res.sendFile(req.params.name, { root: config.uploadDir });
});

router.get('/raw', (req, res, next) => {
  fs.readFile(config.reportDir + '/' + req.query.name, 'utf8', (err, text) => {
    if (err) return next(err);
    return res.type('text/plain').send(text);
  });
});

router.post('/upload', upload.disk.single('file'), (req, res) => {
  res.json({ stored: req.file.filename, size: req.file.size });
});

router.post('/attach', upload.memory.single('file'), (req, res) => {
  const stored = files.saveAttachment(req.body.folder || 'misc', req.file.originalname, req.file.buffer);
  res.json({ stored: path.relative(config.uploadDir, stored), etag: tokens.fileEtag(req.file.buffer) });
});

router.post('/attach/strict', upload.memory.single('file'), (req, res) => {
  const folder = 'u' + Number(req.session.userId);
  const name = Date.now() + path.extname(req.file.originalname).replace(/[^.a-z0-9]/gi, '');
  const stored = files.saveAttachment(folder, name, req.file.buffer);
  res.json({ stored: path.relative(config.uploadDir, stored) });
});

router.post('/delete', async (req, res, next) => {
  try {
    await files.removeUpload(req.body.stored);
    res.redirect('/files');
  } catch (err) {
    next(err);
  }
});

router.post('/import/roster', upload.memory.single('roster'), (req, res, next) => {
  try {
    const trainees = xml.parseRoster(req.file.buffer.toString('utf8'));
    res.json({ imported: trainees.length, trainees });
  } catch (err) {
    next(err);
  }
});

router.post('/import/syllabus', (req, res, next) => {
  try {
    res.json({ lessons: xml.parseSyllabus(req.body) });
  } catch (err) {
    next(err);
  }
});

router.post('/import/inventory', async (req, res, next) => {
  try {
    const parsed = await xml.parseInventory(req.body);
    const items = [].concat(parsed.inventory.item || []);
    for (const item of items) {
      await Product.update({ stock: parseInt(item.stock, 10) || 0 }, { where: { sku: String(item.sku) } });
    }
    res.json({ updated: items.length });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
