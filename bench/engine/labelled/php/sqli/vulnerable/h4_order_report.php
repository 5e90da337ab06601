<?php
require_once 'config.php';

$conn = mysqli_connect(DB_HOST, DB_USER, DB_PASS, DB_NAME);
$sort = isset($_GET['sort']) ? $_GET['sort'] : 'created_at';
$dir = ($_GET['dir'] ?? 'asc') === 'desc' ? 'DESC' : 'ASC';

$sql = "SELECT id, customer, total FROM orders ORDER BY " . $sort . " " . $dir;
$result = mysqli_query($conn, $sql);
?>
<table>
<?php while ($row = mysqli_fetch_assoc($result)): ?>
  <tr><td><?= (int)$row['id'] ?></td><td><?= htmlspecialchars($row['customer']) ?></td></tr>
<?php endwhile; ?>
</table>
