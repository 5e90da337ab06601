<?php
function fetch_avatar(string $url): string {
    $ch = curl_init($url);
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    $data = curl_exec($ch);
    curl_close($ch);
    return $data;
}
$id = (int) $_POST['user_id'];
file_put_contents('/var/app/avatars/' . $id, fetch_avatar('https://gravatar.example.com/avatar/' . $id));
