<?php
$title = basename($_POST['title']);
$body = $_POST['body'];
file_put_contents("/var/app/notes/" . $title . ".txt", $body);
echo "saved";
