<?php
require_once __DIR__ . '/../src/helpers.php';
require_once __DIR__ . '/../src/Repository/ProductRepository.php';

use Shop\Repository\ProductRepository;
use function Shop\e;

$pdo = new PDO('sqlite:/var/db/shop.sqlite');
$repo = new ProductRepository($pdo);
$term = $_GET['q'] ?? '';
$rows = $repo->search($term); // expect: php-sqli-tainted-query
$one = $repo->find($_GET['id']);
$list = ProductRepository::byCategory($pdo, $_GET['cat']);
\Shop\thumbnail($_FILES['image']['name']); // expect: php-command-injection
\Shop\thumbnail('logo.png');
?>
<h1>Results for <?= e($term) ?></h1>
<p>You searched for <?= $term ?></p><!-- expect: php-xss -->
<?php foreach ($rows as $row): ?>
  <li><?= e($row['name']) ?></li>
<?php endforeach; ?>
<?php
$page = $_GET['page'] ?? 'home';
if (in_array($page, ['home', 'help'], true)) {
    include __DIR__ . '/' . $page . '.php';
}
include 'partials/' . $_GET['partial']; // expect: php-file-inclusion
