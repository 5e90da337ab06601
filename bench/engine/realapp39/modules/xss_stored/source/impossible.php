<?php

if (isset($_POST['btnSign'])) {
    lab_check_token($_POST['user_token'] ?? '', $_SESSION['session_token'] ?? '', 'index.php');

    $message = trim($_POST['mtxMessage']);
    $name = trim($_POST['txtName']);

    $stmt = lab_pdo()->prepare('INSERT INTO guestbook (comment, name) VALUES (:message, :name);');
    $stmt->bindParam(':message', $message, PDO::PARAM_STR);
    $stmt->bindParam(':name', $name, PDO::PARAM_STR);
    $stmt->execute();

    $html .= '<p>Thanks for signing, ' . lab_e($name) . '!</p>';
}

$entries = lab_pdo()->query('SELECT name, comment FROM guestbook ORDER BY comment_id DESC LIMIT 20');
foreach ($entries as $row) {
    $html .= '<div id="guestbook_comments">Name: ' . lab_e($row['name']) . '<br />Message: ' . lab_e($row['comment']) . '</div>';
}

lab_generate_token();
