const crypto = require('crypto');
const fs = require('fs/promises');

module.exports = {
  upload: async (req, res) => {
    const content = await fs.readFile(req.file.path);
    const etag = crypto.createHash('md5').update(content).digest('hex');
    res.set('ETag', `"${etag}"`).status(201).json({ size: content.length });
  },
};
