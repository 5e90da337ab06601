const fs = require('fs/promises');
const path = require('path');

module.exports = async (req, res) => {
  const { attachments = [] } = req.body;
  for (const name of attachments) {
    await fs.unlink(path.join('/var/app/attachments', name));
  }
  res.json({ deleted: attachments.length });
};
