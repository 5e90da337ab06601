<?php
function fetch_avatar(string $url): string {
    $ch = curl_init($url);
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    $data = curl_exec($ch);
    curl_close($ch);
    return $data;
}
file_put_contents('/var/app/avatars/' . bin2hex(random_bytes(8)), fetch_avatar($_POST['avatar_url']));
