<?php
$payload = json_decode(file_get_contents('php://input'), true);
$name = $payload['var'];
$name = 'debug';
$code = <<<PHP
\$settings['{$name}'] = true;
PHP;
$settings = [];
eval($code);
echo json_encode($settings);
