exports.handler = (req, res) => {
  let variant = req.cookies.variant;
  if (variant !== 'A' && variant !== 'B') {
    variant = Math.random() < 0.5 ? 'A' : 'B';
    res.cookie('variant', variant, { maxAge: 30 * 24 * 3600 * 1000 });
  }
  res.render('landing', { variant });
};
