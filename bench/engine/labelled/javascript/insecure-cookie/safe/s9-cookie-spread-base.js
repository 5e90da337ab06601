const baseCookie = { httpOnly: true, secure: true, sameSite: 'strict' };

class CartController {
  save(req, res) {
    const cartId = req.cart.id;
    res.cookie('cart', cartId, { ...baseCookie, maxAge: 7 * 24 * 3600 * 1000 });
    res.json({ saved: true });
  }
}

module.exports = new CartController();
