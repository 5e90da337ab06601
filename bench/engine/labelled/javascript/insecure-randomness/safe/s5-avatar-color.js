const COLORS = ['#e57373', '#64b5f6', '#81c784', '#ffd54f', '#ba68c8'];

module.exports = function (req, res) {
  const color = COLORS[Math.floor(Math.random() * COLORS.length)];
  res.json({ initials: String(req.query.name || '?').slice(0, 2).toUpperCase(), color });
};
