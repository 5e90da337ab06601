module.exports = (app, { Product }) => {
  app.get('/api/products', async (req, res, next) => {
    try {
      const filter = { ...req.query, deleted: false };
      const products = await Product.find(filter).limit(100);
      res.json(products);
    } catch (err) {
      next(err);
    }
  });
};
