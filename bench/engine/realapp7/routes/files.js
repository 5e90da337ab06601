const express = require('express');
const multer = require('multer');
const crypto = require('crypto');
const path = require('path');
const config = require('../config');
const files = require('../controllers/fileController');
const { requireLogin } = require('../middleware/auth');

const storage = multer.diskStorage({
  destination: config.uploadDir,
  filename: (req, file, cb) => cb(null, crypto.randomUUID() + path.extname(file.originalname).toLowerCase()),
});
const upload = multer({ storage, limits: { fileSize: 5 * 1024 * 1024 } });

const router = express.Router();
router.use(requireLogin);
router.post('/', upload.single('file'), files.uploaded);
router.get('/download', files.download);
router.get('/view/:name', files.view);
router.get('/preview', files.preview);
router.delete('/exports/:file', files.removeExport);
router.get('/thumb', files.thumbnail);

module.exports = router;
