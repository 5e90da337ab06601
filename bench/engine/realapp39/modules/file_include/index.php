<?php
require_once __DIR__ . '/../../includes/page.inc.php';
lab_require_login();

if (isset($_GET['source'])) {
    $name = basename($_GET['source']);
    $sourceDir = realpath(__DIR__ . '/source');
    $path = realpath($sourceDir . '/' . $name);
    if ($path !== false && strpos($path, $sourceDir . DIRECTORY_SEPARATOR) === 0) {
        header('Content-Type: text/html; charset=utf-8');
        highlight_file($path);
        exit;
    }
}

$level = lab_security_level();
$html = '';
$file = $_GET['page'] ?? 'include.php';
require_once __DIR__ . '/source/' . $level . '.php';

$form = '<p>[<a href="?page=file1.php">file1.php</a>] - [<a href="?page=file2.php">file2.php</a>] - [<a href="?page=file3.php">file3.php</a>]</p>';
$form .= '<p><a href="?source=' . urlencode($level) . '.php">View source</a></p>';

lab_module_page('File Inclusion', $form, $html);
