<?php
function load_user(PDO $pdo, $id) {
    return $pdo->query("SELECT * FROM users WHERE id = $id")->fetch();
}
$pdo = new PDO('sqlite:/tmp/app.db');
$user = load_user($pdo, $_REQUEST['uid']);
