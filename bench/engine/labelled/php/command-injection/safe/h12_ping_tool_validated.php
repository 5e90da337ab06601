<?php
$host = trim($_POST['host'] ?? '');
$result = null;
if ($host !== '') {
    if (filter_var($host, FILTER_VALIDATE_IP) === false) {
        http_response_code(422);
        exit('Please enter an IP address');
    }
    ob_start();
    system('ping -c 3 ' . escapeshellarg($host) . ' 2>&1');
    $result = ob_get_clean();
}
?>
<form method="post"><input name="host"><button>Ping</button></form>
<?php if ($result !== null): ?><pre><?= htmlspecialchars($result) ?></pre><?php endif; ?>
