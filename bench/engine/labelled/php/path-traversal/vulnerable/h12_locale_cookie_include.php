<?php
$locale = $_COOKIE['locale'] ?? 'en_US';
$messages = [];

$langFile = __DIR__ . '/lang/' . $locale . '.php';
if (file_exists($langFile)) {
    $messages = include $langFile;
} else {
    $messages = include __DIR__ . '/lang/en_US.php';
}

function t(array $messages, string $key): string
{
    return htmlspecialchars($messages[$key] ?? $key);
}
?>
<h1><?= t($messages, 'welcome.title') ?></h1>
<p><?= t($messages, 'welcome.body') ?></p>
