<?php
$meta = ['dir' => '/var/notes', 'name' => $_POST['title']];
$target = implode('/', $meta) . '.txt';
file_put_contents($target, $_POST['body']);
echo 'saved';
