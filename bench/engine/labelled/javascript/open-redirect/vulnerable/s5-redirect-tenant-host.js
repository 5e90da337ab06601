function tenantUrl(tenant, path) {
  return 'https://' + tenant + '/' + path;
}

module.exports = { handler };

function handler(req, res) {
  const { tenant } = req.params;
  res.redirect(tenantUrl(tenant, 'welcome'));
}
