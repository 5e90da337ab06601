const serialize = require('node-serialize');

function readCart(req) {
  return new Promise((resolve) => {
    const raw = req.cookies.cart;
    resolve(raw ? serialize.unserialize(decodeURIComponent(raw)) : { items: [] });
  });
}

exports.showCart = (req, res, next) => {
  readCart(req)
    .then((cart) => res.render('cart', { items: cart.items || [] }))
    .catch(next);
};
