const buckets = Object.create(null);

exports.putValue = (req, res) => {
  const { namespace } = req.params;
  const { key, value } = req.body;
  if (!buckets[namespace]) {
    buckets[namespace] = Object.create(null);
  }
  buckets[namespace][key] = value;
  res.status(204).end();
};

exports.getValue = (req, res) => {
  const bucket = buckets[req.params.namespace] || Object.create(null);
  res.json({ value: bucket[req.query.key] });
};
