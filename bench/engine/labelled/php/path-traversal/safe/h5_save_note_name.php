<?php
$name = preg_replace('/[^A-Za-z0-9_-]/', '', $_POST['name'] ?? 'untitled');
$body = $_POST['body'] ?? '';
file_put_contents('/var/app/notes/' . $name . '.txt', $body);
echo 'saved';
