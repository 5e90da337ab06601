<?php
$body = json_decode(file_get_contents('php://input'), true);
$comments = [];
foreach ($body['comments'] ?? [] as $c) {
    $comments[] = '<li>' . htmlspecialchars($c, ENT_QUOTES | ENT_HTML5, 'UTF-8') . '</li>';
}
echo '<ul>' . implode("\n", $comments) . '</ul>';
