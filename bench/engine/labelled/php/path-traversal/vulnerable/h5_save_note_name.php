<?php
$name = $_POST['name'] ?? 'untitled';
$body = $_POST['body'] ?? '';
file_put_contents('/var/app/notes/' . $name . '.txt', $body);
echo 'saved';
