<?php
session_start();

if (isset($_POST['apply_coupon'])) {
    $percent = $_POST['coupon_percent'] ?? 0;
    $_SESSION['cart']['discount_percent'] = $percent;
    $_SESSION['cart']['coupon_code'] = strtoupper(trim($_POST['coupon_code'] ?? ''));
}

$subtotal = array_sum(array_column($_SESSION['cart']['items'] ?? [], 'price'));
$total = $subtotal * (1 - ((float) ($_SESSION['cart']['discount_percent'] ?? 0)) / 100);
echo 'Total: ' . number_format($total, 2);
