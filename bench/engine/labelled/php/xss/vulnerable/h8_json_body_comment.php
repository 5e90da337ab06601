<?php
$body = json_decode(file_get_contents('php://input'), true);
$comments = [];
foreach ($body['comments'] ?? [] as $c) {
    $comments[] = '<li>' . $c . '</li>';
}
echo '<ul>' . implode("\n", $comments) . '</ul>';
