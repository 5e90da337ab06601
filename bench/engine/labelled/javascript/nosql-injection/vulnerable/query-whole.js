const { getDb } = require('../db/mongo');

exports.list = async (req, res) => {
  const docs = await getDb().collection('products').find(req.query).limit(50).toArray();
  res.json(docs);
};
