<?php
// An anchored site-path pattern whose first segment is required and slash-free: the target starts
// with one `/` followed by a word character, so it can only name a page of this site.
$next = $_GET['next'] ?? '/index.php';
if (!preg_match('#^/[A-Za-z0-9_\-]+(/[A-Za-z0-9_\-]+)*\.php$#', $next)) {
    $next = '/index.php';
}
// ok: php-open-redirect
header('Location: ' . $next);

// The class admits `/` right after the first one: `//203.0.113.9/x.php` leaves the site.
$back = $_GET['back'] ?? '/index.php';
if (!preg_match('#^/[A-Za-z0-9_/\-]*\.php$#', $back)) {
    $back = '/index.php';
}
// ruleid: php-open-redirect
header('Location: ' . $back);

// An optional first segment lets the second slash come right after the first.
$done = $_GET['done'] ?? '/';
if (preg_match('#^/[a-z]*(/[a-z]+)*$#', $done)) {
    // ruleid: php-open-redirect
    header('Location: ' . $done);
}
