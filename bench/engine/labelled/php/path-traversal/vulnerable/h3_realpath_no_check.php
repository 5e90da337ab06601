<?php
$base = '/srv/data/';
$full = realpath($base . $_POST['doc']);
if ($full !== false) {
    echo file_get_contents($full);
}
