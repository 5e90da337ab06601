<?php
// No class allowed: `allowed_classes => []` is as strict as `false`, and `true` is the default.
function h6_unserialize_options()
{
    $none = ['allowed_classes' => []];
    // ok: php-unserialize
    $a = unserialize($_POST['state'], $none);
    // ok: php-unserialize
    $b = unserialize(base64_decode($_COOKIE['cart']), ['allowed_classes' => []]);
    $all = ['allowed_classes' => true];
    // ruleid: php-unserialize
    $c = unserialize($_POST['state'], $all);
    // ruleid: php-unserialize
    $d = unserialize($_POST['state'], ['max_depth' => 8]);
    return [$a, $b, $c, $d];
}
