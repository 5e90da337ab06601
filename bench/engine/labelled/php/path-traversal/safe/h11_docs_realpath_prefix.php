<?php
const DOCS_ROOT = '/srv/docs/public';

function resolve_doc(string $relative): ?string
{
    $root = realpath(DOCS_ROOT);
    $full = realpath($root . DIRECTORY_SEPARATOR . $relative);
    if ($full === false || strpos($full, $root . DIRECTORY_SEPARATOR) !== 0) {
        return null;
    }
    return $full;
}

$doc = resolve_doc($_GET['page'] ?? 'index.md');
if ($doc === null) {
    http_response_code(404);
    exit('No such page');
}

$content = file_get_contents($doc);
echo '<article>' . htmlspecialchars($content) . '</article>';
