<?php
$available = ['en_US', 'de_DE', 'fr_FR', 'nl_NL'];
$locale = $_COOKIE['locale'] ?? 'en_US';
if (!in_array($locale, $available, true)) {
    $locale = 'en_US';
}

$messages = require __DIR__ . '/lang/' . $locale . '.php';
?>
<h1><?= htmlspecialchars($messages['welcome.title'] ?? '') ?></h1>
