<?php
$id = (int) $_GET['id'];
$ch = curl_init('https://api.example.com/items/' . $id);
curl_exec($ch);
