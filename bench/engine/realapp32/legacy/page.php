<?php

require __DIR__ . '/db.php';

$allowed = ['hours', 'contact', 'accessibility'];
$topic = $_GET['topic'] ?? 'hours';

if (in_array($topic, $allowed, true)) {
    include __DIR__ . '/pages/' . $topic . '.php';
}

if (isset($_GET['page'])) {
    include __DIR__ . '/pages/' . $_GET['page'] . '.php';
}
