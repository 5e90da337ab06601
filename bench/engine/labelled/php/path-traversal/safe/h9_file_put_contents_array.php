<?php
$meta = ['dir' => '/var/notes', 'name' => bin2hex(random_bytes(8))];
$target = implode('/', $meta) . '.txt';
file_put_contents($target, $_POST['body']);
echo 'saved';
