module.exports = (req, res) => {
  const retryAfterMs = Math.round(1000 + Math.random() * 500);
  res.set('Retry-After', String(Math.ceil(retryAfterMs / 1000)));
  res.status(503).json({ retryAfterMs });
};
