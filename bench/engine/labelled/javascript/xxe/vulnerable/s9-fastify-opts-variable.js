const libxmljs = require('libxmljs');

const parseOptions = { noent: true, nocdata: true };

module.exports = async function xmlRoutes(fastify) {
  fastify.post('/catalog/import', async (request) => {
    const doc = libxmljs.parseXml(request.body, parseOptions);
    return { products: doc.find('//product').length };
  });
};
