<?php
function checkStatus($host)
{
    $ch = curl_init();
    curl_setopt($ch, CURLOPT_URL, "http://" . $host . "/health");
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, 1);
    $body = curl_exec($ch);
    curl_close($ch);
    return $body;
}
$nodes = ['a' => 'node-a.internal', 'b' => 'node-b.internal'];
$key = $_POST['node'];
echo checkStatus(isset($nodes[$key]) ? $nodes[$key] : $nodes['a']);
