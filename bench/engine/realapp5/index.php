<?php
$title = 'Tickets';
require_once 'includes/header.php';
require_login();

$status = isset($_GET['status']) ? $_GET['status'] : 'open';
$sort = isset($_GET['sort']) ? $_GET['sort'] : 'created_at';
$allowedSorts = ['created_at', 'updated_at', 'priority', 'subject'];
if (!in_array($sort, $allowedSorts, true)) {
    $sort = 'created_at';
}
$page = isset($_GET['page']) ? (int) $_GET['page'] : 1;
$offset = max(0, ($page - 1) * 25);

$sql = "SELECT id, subject, status, priority, created_at FROM tickets WHERE status = '" . $status . "' ORDER BY " . $sort . " DESC LIMIT 25 OFFSET " . $offset;
$result = mysqli_query($conn, $sql);
?>
<h1>Tickets (<?= e(status_label($status)) ?>)</h1>
<p class="filter">Showing status <b><?php echo $status; ?></b>, sorted by <?php echo e($sort); ?></p>
<table class="tickets">
  <tr><th>#</th><th>Subject</th><th>Priority</th><th>Opened</th></tr>
<?php while ($row = mysqli_fetch_assoc($result)): ?>
  <tr>
    <td><a href="ticket.php?id=<?= (int) $row['id'] ?>"><?= (int) $row['id'] ?></a></td>
    <td><?php echo htmlspecialchars($row['subject'], ENT_QUOTES, 'UTF-8'); ?></td>
    <td><?php echo $row['priority']; ?></td>
    <td><?= e($row['created_at']) ?></td>
  </tr>
<?php endwhile; ?>
</table>
<p><a href="index.php?status=<?= urlencode($status) ?>&page=<?= $page + 1 ?>">Next page</a></p>
<?php require_once 'includes/footer.php'; ?>
