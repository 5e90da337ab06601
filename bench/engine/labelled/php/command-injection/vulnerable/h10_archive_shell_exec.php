<?php
session_start();
if (empty($_SESSION['uid'])) {
    header('Location: /login.php');
    exit;
}

$project = $_POST['project'] ?? '';
$base = '/srv/projects';

$listing = shell_exec("cd $base && tar -czf /tmp/export.tgz $project && ls -la /tmp/export.tgz");

echo '<h3>Export complete</h3>';
echo '<pre>' . htmlspecialchars((string) $listing) . '</pre>';
echo '<a href="/download.php?f=export.tgz">Download</a>';
