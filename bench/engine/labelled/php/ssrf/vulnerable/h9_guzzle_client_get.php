<?php
require 'vendor/autoload.php';

use GuzzleHttp\Client;

$client = new Client(['timeout' => 3]);
$avatar = $_GET['avatar'];
$res = $client->request('GET', $avatar);
file_put_contents('/tmp/avatar.bin', (string) $res->getBody());
echo 'ok';
