<?php
// A remainder of two constant non-negative integers is a constant: the branch it decides is known.
function h9_mod_condition()
{
    $url = $_POST['url'];
    // ok: php-open-redirect
    header('Location: ' . ((10 % 3 == 2) ? $url : '/index.php'));
    // ruleid: php-open-redirect
    header('Location: ' . ((10 % 3 == 1) ? $url : '/index.php'));
}
