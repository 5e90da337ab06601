<?php
require_once __DIR__ . '/../config.php';

$link = mysqli_connect(DB_HOST, DB_USER, DB_PASS, DB_NAME);
if (!$link) {
    die('Database unavailable');
}

$id = $_GET['id'] ?? '';
$sql = "SELECT id, title, price, description FROM products WHERE id = '" . $id . "' AND active = 1";
$res = mysqli_query($link, $sql);
$product = mysqli_fetch_assoc($res);

if (!$product) {
    http_response_code(404);
    echo '<p>Product not found</p>';
    exit;
}
?>
<div class="product">
  <h2><?= htmlspecialchars($product['title']) ?></h2>
  <span class="price"><?= number_format($product['price'], 2) ?></span>
  <p><?= nl2br(htmlspecialchars($product['description'])) ?></p>
</div>
