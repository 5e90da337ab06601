const fs = require('fs');
const path = require('path');
const Upload = require('../models/upload');

const UPLOAD_DIR = process.env.UPLOAD_DIR || path.resolve('uploads');

module.exports = {
  async remove(req, res) {
    const { filename } = req.body;
    const target = path.resolve(UPLOAD_DIR, filename);
    fs.unlink(target, async (err) => {
      if (err && err.code !== 'ENOENT') {
        return res.status(500).json({ error: 'could not delete' });
      }
      await Upload.deleteOne({ filename, owner: req.user.id });
      res.status(204).end();
    });
  },
};
