<?php
$ch = curl_init("https://api.example.com/users/" . urlencode($_GET['id']));
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
$data = json_decode(curl_exec($ch), true);
curl_close($ch);
echo htmlspecialchars($data['name'] ?? '');
