<?php
$link = mysqli_connect('localhost', 'catalog', getenv('DB_PASSWORD'), 'catalog');
mysqli_set_charset($link, 'utf8mb4');

$category = mysqli_real_escape_string($link, $_REQUEST['cat'] ?? '1');
$sort = ($_REQUEST['sort'] ?? '') === 'price' ? 'price' : 'name';

$query = "SELECT id, name, price FROM products WHERE category_id = " . $category . " ORDER BY " . $sort;
$res = mysqli_query($link, $query);
?>
<ul class="products">
<?php while ($row = mysqli_fetch_assoc($res)): ?>
    <li>
        <a href="/product.php?id=<?= (int) $row['id'] ?>"><?= htmlspecialchars($row['name'], ENT_QUOTES, 'UTF-8') ?></a>
        <span><?= number_format((float) $row['price'], 2) ?></span>
    </li>
<?php endwhile; ?>
</ul>
