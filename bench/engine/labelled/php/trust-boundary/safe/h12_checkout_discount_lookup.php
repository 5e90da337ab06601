<?php
session_start();
require __DIR__ . '/db.php';

if (isset($_POST['apply_coupon'])) {
    $stmt = $pdo->prepare('SELECT code, percent FROM coupons WHERE code = ? AND valid_until >= CURDATE()');
    $stmt->execute([strtoupper(trim($_POST['coupon_code'] ?? ''))]);
    $coupon = $stmt->fetch(PDO::FETCH_ASSOC);
    if ($coupon) {
        $_SESSION['cart']['discount_percent'] = (float) $coupon['percent'];
        $_SESSION['cart']['coupon_code'] = $coupon['code'];
    }
}

$subtotal = array_sum(array_column($_SESSION['cart']['items'] ?? [], 'price'));
$total = $subtotal * (1 - ((float) ($_SESSION['cart']['discount_percent'] ?? 0)) / 100);
echo 'Total: ' . number_format($total, 2);
