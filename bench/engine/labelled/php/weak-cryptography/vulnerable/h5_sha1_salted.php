<?php
function hash_password($password, $salt)
{
    return hash('sha1', $salt . $password);
}

$salt = bin2hex(random_bytes(8));
$record = ['salt' => $salt, 'hash' => hash_password($_POST['password'], $salt)];
file_put_contents('/var/app/users/' . (int) $_POST['id'] . '.json', json_encode($record));
