<?php
$link = mysqli_connect('localhost', 'club', getenv('CLUB_DB_PASS'), 'club');
mysqli_set_charset($link, 'utf8mb4');

$email = trim($_POST['email'] ?? '');
$city = trim($_POST['city'] ?? '');

$stmt = mysqli_prepare($link, 'SELECT id, full_name, joined_on FROM members WHERE email = ? OR city = ? ORDER BY joined_on');
mysqli_stmt_bind_param($stmt, 'ss', $email, $city);
mysqli_stmt_execute($stmt);
mysqli_stmt_bind_result($stmt, $id, $fullName, $joinedOn);
?>
<ul>
<?php while (mysqli_stmt_fetch($stmt)): ?>
  <li data-id="<?= (int) $id ?>"><?= htmlspecialchars($fullName) ?> (since <?= htmlspecialchars($joinedOn) ?>)</li>
<?php endwhile; ?>
</ul>
<?php
mysqli_stmt_close($stmt);
