const { getDb } = require('../db');

module.exports = function register(app) {
  app.get('/api/products/cheap', async (req, res) => {
    const max = Number.parseFloat(req.query.max);
    if (Number.isNaN(max)) return res.status(400).end();
    const products = await getDb()
      .collection('products')
      .find({ price: { $lt: max } })
      .toArray();
    res.json(products);
  });
};
