<?php

require __DIR__ . '/db.php';

$action = $_POST['action'] ?? ($_GET['action'] ?? 'list');

if ($action === 'view') {
    $member = $pdo->query('SELECT id, name, email, phone FROM members WHERE id = ' . $_GET['id'])->fetch();
} elseif ($action === 'find') {
    $stmt = $pdo->prepare('SELECT id, name, email, phone FROM members WHERE email = ?');
    $stmt->execute([$_POST['email']]);
    $member = $stmt->fetch();
} elseif ($action === 'rename') {
    $pdo->exec('UPDATE members SET name = ' . $pdo->quote($_POST['name']) . ' WHERE id = ' . intval($_POST['id']));
    $member = null;
} elseif ($action === 'status') {
    $pdo->exec("UPDATE members SET status = '" . $_POST['status'] . "' WHERE id = " . (int) $_POST['id']);
    $member = null;
} else {
    $member = null;
}

$members = $pdo->query('SELECT id, name FROM members ORDER BY name LIMIT 100')->fetchAll();

?>
<!DOCTYPE html>
<html>
<head><title>Members (legacy)</title></head>
<body>
<?php if ($member): ?>
    <h2><?php echo htmlspecialchars($member['name']); ?></h2>
    <p><?php echo htmlspecialchars($member['email']); ?> · <?php echo htmlspecialchars($member['phone']); ?></p>
<?php endif; ?>
<?php if (isset($_GET['msg'])): ?>
    <p class="msg"><?php echo $_GET['msg']; ?></p>
<?php endif; ?>
<ul>
<?php foreach ($members as $m): ?>
    <li><a href="members.php?action=view&amp;id=<?php echo (int) $m['id']; ?>"><?php echo htmlspecialchars($m['name']); ?></a></li>
<?php endforeach; ?>
</ul>
</body>
</html>
