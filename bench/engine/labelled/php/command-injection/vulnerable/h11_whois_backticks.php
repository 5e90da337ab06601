<?php
$domain = $_GET['domain'] ?? '';
$domain = strtolower(trim($domain));

if ($domain === '') {
    echo '<form><input name="domain"><button>Lookup</button></form>';
    exit;
}

$output = `whois $domain`;
?>
<h3>WHOIS for <?= htmlspecialchars($domain) ?></h3>
<pre><?= htmlspecialchars((string) $output) ?></pre>
