const ApiKey = require('../models/api-key');

module.exports = async (req, res) => {
  const key = Math.random().toString(36).slice(2) + Date.now().toString(36);
  await ApiKey.create({ owner: req.user.id, key });
  res.status(201).json({ key });
};
