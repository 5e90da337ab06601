const { MongoClient } = require('mongodb');
const client = new MongoClient(process.env.MONGO_URL);

exports.handler = async function (req, res) {
  const users = client.db('app').collection('users');
  const filter = { active: true, ...req.body.filter };
  const found = await users.find(filter).toArray();
  res.json(found.map(({ name }) => name));
};
