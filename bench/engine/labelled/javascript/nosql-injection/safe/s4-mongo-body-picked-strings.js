const { MongoClient } = require('mongodb');
const client = new MongoClient(process.env.MONGO_URL);

exports.handler = async function (req, res) {
  const users = client.db('app').collection('users');
  const { team } = req.body.filter || {};
  if (typeof team !== 'string') return res.status(400).end();
  const found = await users.find({ active: true, team }).toArray();
  res.json(found.map(({ name }) => name));
};
