module.exports = async function (app) {
  app.get('/welcome', async (request, reply) => {
    return { message: 'Welcome back ' + request.query.user };
  });
};
