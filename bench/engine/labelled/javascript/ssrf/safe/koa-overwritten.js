const axios = require('axios');

module.exports = async (ctx) => {
  let endpoint = ctx.request.body.endpoint;
  endpoint = process.env.IMPORT_ENDPOINT;
  const { data } = await axios.post(endpoint + '/api/import', { full: true });
  ctx.body = data;
};
