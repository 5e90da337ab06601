<?php
require __DIR__ . '/db.php';

$id = $_GET['id'] ?? '0';
$name = $_GET['name'] ?? '';
$back = $_GET['back'] ?? '/legacy/results.php';

$row = mysqli_fetch_assoc(mysqli_query($db, 'SELECT * FROM teams WHERE id = ' . $id));
$escaped = mysqli_real_escape_string($db, $name);
$byName = mysqli_query($db, "SELECT * FROM teams WHERE name = '" . $escaped . "'");

if (isset($_GET['logo'])) {
    readfile(__DIR__ . '/../img/badges/' . $_GET['logo']);
    exit;
}
if (isset($_GET['badge'])) {
    readfile(__DIR__ . '/../img/badges/' . basename($_GET['badge']));
    exit;
}
if (isset($_GET['go'])) {
    header('Location: ' . $_GET['go']);
    exit;
}
setcookie('legacy_visitor', bin2hex(random_bytes(8)), ['expires' => time() + 86400, 'path' => '/legacy']);
setcookie('legacy_pref', 'compact', ['expires' => time() + 86400, 'path' => '/legacy', 'secure' => true, 'httponly' => true, 'samesite' => 'Lax']);
?>
<h1><?php echo htmlspecialchars((string)($row['name'] ?? 'Unknown team')); ?></h1>
<p>Searched for: <?= $name ?></p>
<a href="<?php echo htmlspecialchars($back, ENT_QUOTES); ?>">Back</a>
