<?php
// Routing rules: admins write a condition over the ticket, e.g. $t['priority'] > 3 && $t['status'] == 'open'
$title = 'Routing rules';
require_once '../includes/header.php';
require_admin();

$result = null;
if ($_SERVER['REQUEST_METHOD'] === 'POST') {
    check_csrf();
    $t = ['priority' => 4, 'status' => 'open', 'subject' => 'Sample'];
    $condition = $_POST['condition'];
    $result = eval('return (' . $condition . ');');
}

$ops = ['gt' => '>', 'lt' => '<', 'eq' => '=='];
$op = isset($_GET['op'], $ops[$_GET['op']]) ? $ops[$_GET['op']] : '==';
$threshold = (int) ($_GET['threshold'] ?? 3);
$check = eval('return 4 ' . $op . ' ' . $threshold . ';');

$formatter = isset($_GET['fmt']) ? $_GET['fmt'] : 'strtoupper';
$allowedFormatters = ['strtoupper', 'strtolower', 'ucfirst'];
if (in_array($formatter, $allowedFormatters, true)) {
    $label = call_user_func($formatter, 'routing');
}
$sortCb = $_GET['cb'] ?? 'strcmp';
$names = ['beta', 'alpha'];
usort($names, $sortCb);
?>
<h1>Routing rules</h1>
<?php if ($result !== null): ?><p>Sample ticket matches: <?= $result ? 'yes' : 'no' ?></p><?php endif; ?>
<form method="post">
  <input type="hidden" name="csrf" value="<?= csrf_token() ?>">
  <textarea name="condition"></textarea>
  <button>Test</button>
</form>
<?php require_once '../includes/footer.php'; ?>
