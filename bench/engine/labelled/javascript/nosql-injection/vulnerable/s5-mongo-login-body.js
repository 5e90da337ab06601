const { MongoClient } = require('mongodb');
const client = new MongoClient(process.env.MONGO_URL);

module.exports = async function login(req, res) {
  const { username, password } = req.body;
  const user = await client.db('app').collection('users').findOne({ username, password });
  if (!user) return res.status(401).json({ error: 'invalid' });
  res.json({ id: user._id });
};
