<?php

$link = lab_mysqli();

if (isset($_POST['btnSign'])) {
    $message = stripslashes(trim($_POST['mtxMessage']));
    $name = trim($_POST['txtName']);

    $message = mysqli_real_escape_string($link, $message);
    $name = mysqli_real_escape_string($link, $name);

    $query = "INSERT INTO guestbook (comment, name) VALUES ('$message', '$name');";
    mysqli_query($link, $query) or die('<pre>' . mysqli_error($link) . '</pre>');

    $html .= '<p>Thanks for signing, ' . $_POST['txtName'] . '!</p>';
}

$entries = mysqli_query($link, 'SELECT name, comment FROM guestbook ORDER BY comment_id DESC LIMIT 20');
while ($row = mysqli_fetch_assoc($entries)) {
    $html .= "<div id=\"guestbook_comments\">Name: {$row['name']}<br />Message: {$row['comment']}</div>";
}
