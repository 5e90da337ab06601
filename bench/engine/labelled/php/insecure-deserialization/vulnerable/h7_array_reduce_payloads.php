<?php
$payloads = $_POST['jobs'] ?? [];
$jobs = array_reduce($payloads, function (array $acc, string $p) {
    $acc[] = unserialize($p, ['allowed_classes' => true]);
    return $acc;
}, []);
echo count($jobs);
