exports.featured = (req, res) => {
  const products = req.app.locals.catalog.slice();
  products.sort(() => Math.random() - 0.5);
  res.json(products.slice(0, 4));
};
