<?php

$link = lab_mysqli();

if (isset($_POST['btnSign'])) {
    $message = trim($_POST['mtxMessage']);
    $name = trim($_POST['txtName']);

    $message = strip_tags(addslashes($message));
    $message = mysqli_real_escape_string($link, $message);
    $message = htmlspecialchars($message);

    $name = str_replace('<script>', '', $name);
    $name = mysqli_real_escape_string($link, $name);

    $query = "INSERT INTO guestbook (comment, name) VALUES ('$message', '$name');";
    mysqli_query($link, $query) or die('<pre>' . mysqli_error($link) . '</pre>');

    $html .= '<p>Saved an entry for ' . $name . '.</p>';
}

$entries = mysqli_query($link, 'SELECT name, comment FROM guestbook ORDER BY comment_id DESC LIMIT 20');
while ($row = mysqli_fetch_assoc($entries)) {
    $html .= '<div id="guestbook_comments">Name: ' . $row['name'] . '<br />Message: ' . $row['comment'] . '</div>';
}
