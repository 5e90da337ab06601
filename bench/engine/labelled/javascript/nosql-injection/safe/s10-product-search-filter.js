const Product = require('../models/product');

const FILTERABLE = ['category', 'brand', 'color'];

async function search(req, res) {
  const { page = 1 } = req.query;
  const perPage = 20;
  const filters = {};
  for (const key of FILTERABLE) {
    const v = req.query[key];
    if (typeof v === 'string' && v.length > 0) {
      filters[key] = v;
    }
  }
  const items = await Product.find(filters)
    .skip((Number(page) - 1) * perPage)
    .limit(perPage)
    .lean();
  res.json({ page: Number(page), items });
}

async function show(req, res) {
  const item = await Product.findById(String(req.params.id)).lean();
  if (!item) return res.status(404).json({ error: 'not found' });
  res.json(item);
}

module.exports = { search, show };
