<?php
require_once 'includes/header.php';
require_login();

$id = $_GET['id'];
$ticket = db_one('SELECT * FROM tickets WHERE id = ?', [$id]);
if (!$ticket) {
    http_response_code(404);
    echo '<p>No ticket with number ' . $id . '.</p>';
    require 'includes/footer.php';
    exit;
}

if ($_SERVER['REQUEST_METHOD'] === 'POST' && isset($_POST['comment'])) {
    check_csrf();
    $body = $_POST['comment'];
    $uid = (int) $user['id'];
    $tid = (int) $ticket['id'];
    mysqli_query($conn, "INSERT INTO comments (ticket_id, user_id, body) VALUES ($tid, $uid, '" . mysqli_real_escape_string($conn, $body) . "')");
    if (!empty($_POST['status'])) {
        mysqli_query($conn, "UPDATE tickets SET status = '" . $_POST['status'] . "' WHERE id = " . $tid);
    }
    header('Location: ticket.php?id=' . $tid);
    exit;
}

$comments = mysqli_query($conn, 'SELECT c.body, c.created_at, u.name FROM comments c JOIN users u ON u.id = c.user_id WHERE c.ticket_id = ' . (int) $ticket['id'] . ' ORDER BY c.created_at');
?>
<h1>#<?= (int) $ticket['id'] ?> <?= e($ticket['subject']) ?></h1>
<div class="description"><?= nl2br(e($ticket['description'])) ?></div>
<h2>Conversation</h2>
<?php while ($c = mysqli_fetch_assoc($comments)): ?>
  <div class="comment">
    <div class="meta"><?= e($c['name']) ?> · <?= e($c['created_at']) ?></div>
    <div class="body"><?php echo $c['body']; ?></div>
  </div>
<?php endwhile; ?>
<form method="post">
  <input type="hidden" name="csrf" value="<?= csrf_token() ?>">
  <textarea name="comment"></textarea>
  <select name="status"><option value="">(keep status)</option><option>open</option><option>pending</option><option>closed</option></select>
  <button>Reply</button>
</form>
<?php require 'includes/footer.php'; ?>
