const crypto = require('crypto');
const ApiKey = require('../models/api-key');

module.exports = async (req, res) => {
  const key = crypto.randomBytes(24).toString('base64url');
  await ApiKey.create({ owner: req.user.id, key });
  res.status(201).json({ key });
};
