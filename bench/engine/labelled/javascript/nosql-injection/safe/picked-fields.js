const { getDb } = require('../db/mongo');

exports.list = async (req, res) => {
  const filter = {};
  if (typeof req.query.category === 'string') filter.category = req.query.category;
  const docs = await getDb().collection('products').find(filter).limit(50).toArray();
  res.json(docs);
};
