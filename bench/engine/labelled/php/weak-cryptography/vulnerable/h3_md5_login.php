<?php
function check_login(PDO $pdo, $user, $pass) {
    $st = $pdo->prepare('SELECT id FROM users WHERE name = ? AND pass = ?');
    $st->execute([$user, md5($pass)]);
    return $st->fetchColumn();
}
check_login(new PDO('sqlite:/tmp/u.db'), $_POST['user'], $_POST['pass']);
