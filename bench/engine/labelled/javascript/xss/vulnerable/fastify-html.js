module.exports = async function (app) {
  app.get('/welcome', async (request, reply) => {
    reply.type('text/html').send('<p>Welcome back ' + request.query.user + '</p>');
  });
};
