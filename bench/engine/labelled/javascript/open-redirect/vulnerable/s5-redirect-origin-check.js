const ORIGIN = 'https://app.example.com';

exports.run = (req, res) => {
  let target;
  try {
    target = new URL(req.query.next || '/', ORIGIN);
  } catch {
    return res.redirect('/');
  }
  if (target.origin !== ORIGIN) return res.redirect('/');
  res.redirect(target.pathname + target.search);
};
