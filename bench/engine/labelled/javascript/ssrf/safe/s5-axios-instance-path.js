const axios = require('axios');

const github = axios.create({ baseURL: 'https://api.github.com', timeout: 5000 });

module.exports = async (req, res) => {
  const owner = encodeURIComponent(req.query.owner);
  const repo = encodeURIComponent(req.query.repo);
  const { data } = await github.get(`/repos/${owner}/${repo}`);
  res.json({ stars: data.stargazers_count });
};
