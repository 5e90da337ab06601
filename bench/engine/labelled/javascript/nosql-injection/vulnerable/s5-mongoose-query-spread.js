const Product = require('../models/product');

exports.run = async (req, res) => {
  const filter = { ...req.query, deleted: false };
  const products = await Product.find(filter).limit(50).lean();
  res.json(products);
};
