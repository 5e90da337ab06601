const Heroku = require('heroku-client');

const heroku = new Heroku({ token: '08506995-d783-43bf-9763-ba0b72945ab4' });

async function scale(app, qty) {
  return heroku.patch(`/apps/${app}/formation/worker`, { body: { quantity: qty } });
}
module.exports = { scale };
