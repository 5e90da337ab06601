<?php
require_once __DIR__ . '/db.php';

$action = $_GET['action'] ?? 'list';

if ($action === 'show') {
    $id = $_GET['id'];
    $res = mysqli_query($legacyDb, "SELECT id, name, email, role FROM users WHERE id = $id");
    $user = mysqli_fetch_assoc($res);
    echo "<h2>User #" . $_GET['id'] . "</h2>";
    if ($user) {
        echo '<p>' . htmlspecialchars($user['name']) . ' &lt;' . htmlspecialchars($user['email']) . '&gt;</p>';
    }
    return;
}

if ($action === 'role' && $_SERVER['REQUEST_METHOD'] === 'POST') {
    $stmt = mysqli_prepare($legacyDb, 'UPDATE users SET role = ? WHERE id = ?');
    $userId = (int) $_POST['id'];
    mysqli_stmt_bind_param($stmt, 'si', $_POST['role'], $userId);
    mysqli_stmt_execute($stmt);
    header('Location: ' . $_POST['back']);
    return;
}

if ($action === 'find') {
    $needle = mysqli_real_escape_string($legacyDb, $_GET['q'] ?? '');
    $res = mysqli_query($legacyDb, "SELECT id, name FROM users WHERE name LIKE '%" . $needle . "%' LIMIT 50");
    echo '<p>Matches for ' . htmlspecialchars($_GET['q'] ?? '', ENT_QUOTES) . '</p><ul>';
    while ($row = mysqli_fetch_assoc($res)) {
        echo '<li>' . htmlspecialchars($row['name']) . '</li>';
    }
    echo '</ul>';
    return;
}

$sort = $_GET['sort'] ?? 'name';
$res = $legacyDb->query('SELECT id, name, email FROM users ORDER BY ' . $sort);
echo '<table>';
while ($row = $res->fetch_assoc()) {
    echo '<tr><td>' . (int) $row['id'] . '</td><td>' . htmlspecialchars($row['name']) . '</td></tr>';
}
echo '</table>';
