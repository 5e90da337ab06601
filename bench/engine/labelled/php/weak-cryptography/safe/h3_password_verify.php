<?php
function check_login(PDO $pdo, $user, $pass) {
    $st = $pdo->prepare('SELECT id, pass FROM users WHERE name = ?');
    $st->execute([$user]);
    $row = $st->fetch();
    return $row && password_verify($pass, $row['pass']);
}
check_login(new PDO('sqlite:/tmp/u.db'), $_POST['user'], $_POST['pass']);
