<?php
final class Cart {
    public function __construct(public array $items = []) {}
    public static function fromCookie(string $raw): self {
        $data = json_decode(base64_decode($raw), true, 8, JSON_THROW_ON_ERROR);
        return new self(items: is_array($data) ? $data : []);
    }
}
$cart = Cart::fromCookie($_COOKIE['cart'] ?? '');
echo count($cart->items);
