<?php
$src = '/var/uploads/incoming.dat';
$name = $_SERVER['HTTP_X_FILENAME'];
if (!preg_match('/^[a-z0-9_-]+\.(png|jpg)$/i', $name)) {
    exit('bad name');
}
$dest = '/var/uploads/' . $name;
copy($src, $dest);
echo 'stored';
