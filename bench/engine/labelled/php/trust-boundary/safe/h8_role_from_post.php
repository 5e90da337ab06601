<?php
session_start();
if (isset($_POST['login'])) {
    $user = authenticate($_POST['email'], $_POST['password']);
    if ($user) {
        $_SESSION['user_id'] = $user['id'];
        $_SESSION['role'] = $user['role'];
        header('Location: /home.php');
        exit;
    }
}
