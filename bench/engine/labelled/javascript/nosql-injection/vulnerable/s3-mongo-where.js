const { getDb } = require('../db');

module.exports = function register(app) {
  app.get('/api/products/cheap', async (req, res) => {
    const products = await getDb()
      .collection('products')
      .find({ $where: `this.price < ${req.query.max}` })
      .toArray();
    res.json(products);
  });
};
