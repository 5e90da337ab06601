<?php
$template = $_POST['template'] ?? 'Hello {name}, your order {order} has shipped.';
$vars = [
    'name' => 'Customer',
    'order' => '#' . random_int(1000, 9999),
];

$rendered = preg_replace_callback('/\{(\w+)\}/', function (array $m) use ($vars) {
    return $vars[$m[1]] ?? $m[0];
}, $template);

echo htmlspecialchars($rendered);
