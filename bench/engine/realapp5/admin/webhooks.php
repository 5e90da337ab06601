<?php
$title = 'Webhooks';
require_once '../includes/header.php';
require_once '../lib/Http.php';
require_admin();

$http = new Http(5);
$message = '';
if ($_SERVER['REQUEST_METHOD'] === 'POST') {
    check_csrf();
    $target = $_POST['url'];
    $parts = parse_url($target);
    $allowedHosts = ['hooks.slack.com', 'outlook.office.com'];
    if ($parts && ($parts['scheme'] ?? '') === 'https' && in_array($parts['host'] ?? '', $allowedHosts, true)) {
        $http->postJson($target, ['text' => 'Deskline test message']);
        $message = 'Sent.';
    } else {
        $message = 'Only Slack and Teams hooks are supported.';
    }
    if (isset($_POST['probe'])) {
        $probe = $http->get($_POST['probe']);
        $message .= ' Probe returned ' . strlen((string) $probe) . ' bytes.';
    }
}
$status = fetch_remote($config['status_api'] . '/summary');
?>
<h1>Webhooks</h1>
<p><?= e($message) ?></p>
<p>Status page: <?= e(substr((string) $status, 0, 200)) ?></p>
<form method="post">
  <input type="hidden" name="csrf" value="<?= csrf_token() ?>">
  <input name="url" placeholder="https://hooks.slack.com/...">
  <button>Send test</button>
</form>
<?php require_once '../includes/footer.php'; ?>
