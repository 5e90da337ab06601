const axios = require('axios');

module.exports = async (ctx) => {
  const endpoint = ctx.request.body.endpoint;
  const { data } = await axios.post(endpoint + '/api/import', { full: true });
  ctx.body = data;
};
