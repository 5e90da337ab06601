<?php
$vars = [
    'name' => $_POST['name'] ?? 'customer',
    'order' => $_POST['order'] ?? '',
    'date' => date('d.m.Y'),
];
$template = 'Hello {name}, your order {order} shipped on {date}.';

$body = preg_replace_callback('/\{(\w+)\}/', function (array $m) use ($vars) {
    return $vars[$m[1]] ?? $m[0];
}, $template);

echo nl2br(htmlspecialchars($body));
