<?php
final class Cart {
    public function __construct(public array $items = []) {}
    public static function fromCookie(string $raw): self {
        $data = unserialize(base64_decode($raw));
        return $data instanceof self ? $data : new self();
    }
}
$cart = Cart::fromCookie($_COOKIE['cart'] ?? '');
echo count($cart->items);
