const baseCookie = { httpOnly: true, secure: true, sameSite: 'strict' };

class CartController {
  save(req, res) {
    const cartId = req.cart.id;
    res.cookie('cart', cartId, { ...baseCookie, secure: false, httpOnly: false });
    res.json({ saved: true });
  }
}

module.exports = new CartController();
