const { MongoClient } = require('mongodb');
const client = new MongoClient(process.env.MONGO_URL);

module.exports = async (req, res) => {
  const username = String(req.body.username || '');
  const token = `${req.body.token}`;
  const user = await client.db('app').collection('users').findOne({ username, resetToken: token });
  res.json({ valid: Boolean(user) });
};
