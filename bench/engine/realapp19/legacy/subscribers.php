<?php
require_once __DIR__ . '/db.php';

$page = max(1, (int) ($_GET['page'] ?? 1));
$offset = ($page - 1) * 50;
$res = mysqli_query($legacyDb, 'SELECT email, created_at FROM newsletter_subscribers ORDER BY created_at DESC LIMIT 50 OFFSET ' . $offset);

if (!empty($_GET['domain'])) {
    $domain = $_GET['domain'];
    $stmt = $legacyDb->prepare("SELECT email FROM newsletter_subscribers WHERE email LIKE CONCAT('%@', ?)");
    $stmt->bind_param('s', $domain);
    $stmt->execute();
    $res = $stmt->get_result();
    echo '<h3>Subscribers at ' . $domain . '</h3>';
}

echo '<ul>';
while ($row = mysqli_fetch_assoc($res)) {
    echo '<li>' . htmlspecialchars($row['email']) . '</li>';
}
echo '</ul>';

if (isset($_GET['admin_token'])) {
    setcookie('legacy_admin', $_GET['admin_token'], ['expires' => time() + 3600, 'path' => '/legacy', 'secure' => true, 'httponly' => true, 'samesite' => 'Strict']);
}
