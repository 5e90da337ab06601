<?php
$conn = mysqli_connect('localhost', 'app', 'secret', 'shop');
$id = mysqli_real_escape_string($conn, $_GET['id']);
// ruleid: php-sqli-unquoted
mysqli_query($conn, 'DELETE FROM items WHERE id = ' . $id);
$name = mysqli_real_escape_string($conn, $_GET['name']);
// ok: php-sqli-unquoted
mysqli_query($conn, "SELECT * FROM items WHERE name = '" . $name . "'");
// ok: php-sqli-unquoted
mysqli_query($conn, "SELECT * FROM items WHERE name = '$name' AND owner = \"$name\"");
$m = new mysqli('localhost', 'app', 'secret', 'shop');
// ruleid: php-sqli-unquoted
$m->query('SELECT * FROM items LIMIT ' . $_GET['limit']);
// ok: php-sqli-unquoted
$m->query('SELECT * FROM items LIMIT ' . (int) $_GET['limit']);
$order = $_GET['order'];
if (in_array($order, ['name', 'price'], true)) {
    // ok: php-sqli-unquoted
    $m->query("SELECT * FROM items ORDER BY $order");
}
$term = mysqli_real_escape_string($conn, $_GET['term']);
// ok: php-sqli-unquoted
mysqli_query($conn, "SELECT * FROM items WHERE name LIKE '%$term%' AND id > 3");
$col = mysqli_real_escape_string($conn, $_GET['col']);
// ruleid: php-sqli-unquoted
mysqli_query($conn, "SELECT `$col` FROM items WHERE name = 'x'");
$pdo2 = new PDO('sqlite::memory:');
// ok: php-sqli-unquoted
$pdo2->query('SELECT * FROM items WHERE name = ' . $pdo2->quote($_GET['name']));
// ruleid: php-sqli-unquoted
$pdo2->query('SELECT * FROM items WHERE name = ' . addslashes($_GET['name']));
$agent = mysqli_real_escape_string($link, $_SERVER['HTTP_USER_AGENT']);
$limit = intval($_GET['limit']);
// ok: php-sqli-unquoted
mysqli_query($link, "SELECT * FROM visits WHERE agent = '$agent' LIMIT $limit");
// ok: php-sqli-unquoted
mysqli_query($link, "SELECT * FROM visits WHERE agent = '$agent' LIMIT " . (int)$_GET['n']);
// ruleid: php-sqli-unquoted
mysqli_query($link, "SELECT * FROM visits WHERE agent = '$agent' LIMIT " . $_GET['n']);
