<?php
// array_reduce applies its closure to the carry and the array's items.
function h7_reduce_jobs()
{
    $payloads = $_POST['jobs'] ?? [];
    // ruleid: php-unserialize
    return array_reduce($payloads, function (array $acc, string $p) {
        // ruleid: php-unserialize (the sink inside the helper; each call that passes request data is reported too)
        $acc[] = unserialize($p);
        return $acc;
    }, []);
}

function h7_reduce_jobs_plain()
{
    // ok: php-unserialize
    return array_reduce($_POST['jobs'] ?? [], function (array $acc, string $p) {
        $acc[] = unserialize($p, ['allowed_classes' => false]);
        return $acc;
    }, []);
}
