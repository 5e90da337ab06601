<?php
$q = $_GET['q'] ?? '';
$lastSearch = $_COOKIE['last_search'] ?? '';
setcookie('last_search', $q, ['expires' => time() + 86400, 'secure' => true, 'httponly' => true, 'samesite' => 'Lax']);

$count = 0;
if ($q !== '') {
    $count = count(glob(__DIR__ . '/docs/*.md'));
}

$html = <<<HTML
<!doctype html>
<html>
<body>
  <form method="get"><input name="q" value=""><button>Search</button></form>
  <p>Previous search: <em>{$lastSearch}</em></p>
  <p>{$count} documents scanned.</p>
</body>
</html>
HTML;

echo $html;
