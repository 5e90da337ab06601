const User = require('../models/user');

async function handler(req, res) {
  const { email } = req.body;
  if (typeof email !== 'string') {
    return res.status(400).json({ error: 'email must be a string' });
  }
  const user = await User.findOne({ email }).select('name email');
  res.json(user);
}

module.exports = { handler };
