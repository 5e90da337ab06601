<?php
$base = '/srv/data/';
$full = realpath($base . $_POST['doc']);
if ($full !== false && strpos($full, $base) === 0) {
    echo htmlspecialchars(file_get_contents($full));
}
