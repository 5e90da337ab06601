<?php
$domain = $_GET['domain'] ?? 'example.com';
$info = `whois $domain`;
?>
<h3>Whois for <?= htmlspecialchars($domain) ?></h3>
<pre><?= htmlspecialchars($info) ?></pre>
