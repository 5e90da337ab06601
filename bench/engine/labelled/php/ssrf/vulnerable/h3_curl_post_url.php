<?php
$hook = $_POST['webhook'];
$ch = curl_init();
curl_setopt($ch, CURLOPT_URL, $hook);
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
$body = curl_exec($ch);
curl_close($ch);
