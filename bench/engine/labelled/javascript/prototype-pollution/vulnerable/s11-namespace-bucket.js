const buckets = {};

exports.putValue = (req, res) => {
  const { namespace } = req.params;
  const { key, value } = req.body;
  if (!buckets[namespace]) {
    buckets[namespace] = {};
  }
  buckets[namespace][key] = value;
  res.status(204).end();
};

exports.getValue = (req, res) => {
  const bucket = buckets[req.params.namespace] || {};
  res.json({ value: bucket[req.query.key] });
};
