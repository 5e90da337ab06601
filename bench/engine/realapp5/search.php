<?php
$title = 'Search';
require_once 'includes/header.php';
require_login();

$q = isset($_GET['q']) ? trim($_GET['q']) : '';
$results = [];
if ($q !== '') {
    $pdo = db();
    $like = '%' . $q . '%';
    $stmt = $pdo->prepare('SELECT id, subject FROM tickets WHERE subject LIKE ? OR description LIKE ? LIMIT 50');
    $stmt->execute([$like, $like]);
    $results = $stmt->fetchAll();

    $tag = isset($_GET['tag']) ? $_GET['tag'] : '';
    if ($tag !== '') {
        $tagged = $pdo->query("SELECT t.id, t.subject FROM tickets t JOIN ticket_tags g ON g.ticket_id = t.id WHERE g.tag = '$tag'");
        $results = array_merge($results, $tagged->fetchAll());
    }
    $customer = isset($_GET['customer']) ? $_GET['customer'] : '';
    if ($customer !== '') {
        $byCustomer = $pdo->query('SELECT id, subject FROM tickets WHERE customer_email = ' . $pdo->quote($customer));
        $results = array_merge($results, $byCustomer->fetchAll());
    }
}
?>
<h1>Search</h1>
<form><input name="q" value="<?= e($q) ?>"><button>Search</button></form>
<?php if ($q !== ''): ?>
  <p><?= count($results) ?> results for "<?= $q ?>"</p>
  <ul>
  <?php foreach ($results as $r): ?>
    <li><a href="ticket.php?id=<?= (int) $r['id'] ?>"><?= e($r['subject']) ?></a></li>
  <?php endforeach; ?>
  </ul>
<?php endif; ?>
<?php require_once 'includes/footer.php'; ?>
