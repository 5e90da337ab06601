const fetch = require('node-fetch');

const API = 'https://api.internal.example.com';

exports.handler = async function (req, res) {
  const id = encodeURIComponent(req.params.id);
  const r = await fetch(`${API}/users/${id}/profile`, { headers: { accept: 'application/json' } });
  res.status(r.status).json(await r.json());
};
