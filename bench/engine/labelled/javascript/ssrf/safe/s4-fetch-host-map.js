const SERVICES = { billing: 'http://billing.internal', search: 'http://search.internal' };

exports.handler = async function (req, res) {
  const base = SERVICES[req.query.service];
  if (!base) return res.status(404).end();
  const response = await fetch(`${base}/health`);
  res.json({ ok: response.ok });
};
