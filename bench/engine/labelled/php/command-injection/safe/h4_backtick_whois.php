<?php
$domain = $_GET['domain'] ?? 'example.com';
if (!preg_match('/^[a-z0-9.-]+\.[a-z]{2,}$/i', $domain)) {
    $domain = 'example.com';
}
$info = `whois $domain`;
?>
<h3>Whois for <?= htmlspecialchars($domain) ?></h3>
<pre><?= htmlspecialchars($info) ?></pre>
