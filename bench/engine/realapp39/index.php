<?php
require_once __DIR__ . '/includes/page.inc.php';
lab_require_login();

$stmt = lab_pdo()->prepare('SELECT module, completed_at FROM progress WHERE user = ? ORDER BY completed_at DESC');
$stmt->execute([lab_current_user()]);
$done = $stmt->fetchAll();

$body = '<div class="body_padded"><h1>Welcome to Harbor Training Lab</h1>';
$body .= '<p>Pick an exercise from the menu. Each one has four security levels; start at <em>low</em>.</p>';
if (isset($_GET['welcome'])) {
    $body .= '<p class="hint">Welcome back, ' . lab_e($_GET['welcome']) . '.</p>';
}
$body .= '<h2>Your progress</h2><ul>';
foreach ($done as $row) {
    $body .= '<li>' . lab_e($row['module']) . ' &mdash; ' . lab_e($row['completed_at']) . '</li>';
}
$body .= '</ul></div>';

lab_page_render('Home', $body);
