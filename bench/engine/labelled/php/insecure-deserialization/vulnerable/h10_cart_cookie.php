<?php
class CartItem
{
    public $sku;
    public $qty;

    public function __construct($sku, $qty)
    {
        $this->sku = $sku;
        $this->qty = $qty;
    }
}

$cart = [];
if (!empty($_COOKIE['cart'])) {
    $cart = unserialize($_COOKIE['cart']);
}

if (isset($_POST['add'])) {
    $cart[] = new CartItem($_POST['add'], max(1, (int) ($_POST['qty'] ?? 1)));
    setcookie('cart', serialize($cart), ['expires' => time() + 604800, 'path' => '/', 'secure' => true, 'httponly' => true]);
}

echo '<p>' . count($cart) . ' item(s) in your cart</p>';
