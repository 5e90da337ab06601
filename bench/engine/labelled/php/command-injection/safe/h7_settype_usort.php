<?php
$jobs = $_POST['jobs'] ?? [];
usort($jobs, fn($a, $b) => ($a['prio'] ?? 0) <=> ($b['prio'] ?? 0));
foreach ($jobs as ['pid' => $pid, 'signal' => $sig]) {
    settype($pid, 'integer');
    $sig = abs(intval($sig));
    system("kill -$sig $pid");
}
