const fs = require('fs');
const path = require('path');
const Upload = require('../models/upload');

const UPLOAD_DIR = process.env.UPLOAD_DIR || path.resolve('uploads');

module.exports = {
  async remove(req, res) {
    const record = await Upload.findOne({ _id: String(req.params.id), owner: req.user.id });
    if (!record) {
      return res.status(404).json({ error: 'not found' });
    }
    const target = path.join(UPLOAD_DIR, `${record.id}.bin`);
    fs.unlink(target, async (err) => {
      if (err && err.code !== 'ENOENT') {
        return res.status(500).json({ error: 'could not delete' });
      }
      await record.deleteOne();
      res.status(204).end();
    });
  },
};
