exports.handler = async function (req, res) {
  const host = req.query.host;
  const response = await fetch(`http://${host}/health`);
  res.json({ ok: response.ok });
};
