const DESTINATIONS = { home: '/', docs: '/docs', billing: '/account/billing' };

exports.go = (req, res) => {
  res.writeHead(302, { Location: DESTINATIONS[req.query.to] || '/' });
  res.end();
};
