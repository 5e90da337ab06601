<?php
function fetch_avatar($url) {
    $c = curl_init($url);
    curl_setopt($c, CURLOPT_RETURNTRANSFER, 1);
    return curl_exec($c);
}
$img = fetch_avatar($_REQUEST['avatar_url']);
