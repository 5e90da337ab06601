const SUPPORTED = ['en', 'fr', 'de', 'es'];

exports.run = (req, res) => {
  const lang = SUPPORTED.includes(req.query.lang) ? req.query.lang : 'en';
  req.session.lang = lang;
  res.redirect('back');
};
