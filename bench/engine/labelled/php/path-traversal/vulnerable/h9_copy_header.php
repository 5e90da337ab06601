<?php
$src = '/var/uploads/incoming.dat';
$dest = '/var/uploads/' . $_SERVER['HTTP_X_FILENAME'];
copy($src, $dest);
echo 'stored';
