<?php
session_start();
if (empty($_SESSION['uid'])) {
    header('Location: /login.php');
    exit;
}

$project = $_POST['project'] ?? '';
$base = '/srv/projects';

$process = proc_open(
    ['tar', '-czf', '/tmp/export.tgz', '-C', $base, '--', $project],
    [1 => ['pipe', 'w'], 2 => ['pipe', 'w']],
    $pipes
);
$errors = stream_get_contents($pipes[2]);
fclose($pipes[1]);
fclose($pipes[2]);
$code = proc_close($process);

echo $code === 0 ? '<h3>Export complete</h3>' : '<h3>Export failed</h3>';
echo '<pre>' . htmlspecialchars($errors) . '</pre>';
