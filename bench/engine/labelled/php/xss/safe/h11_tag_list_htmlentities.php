<?php
$raw = $_POST['tags'] ?? '';
$tags = array_filter(array_map('trim', explode(',', $raw)));

$items = array_map(function ($tag) {
    return '<li class="tag">' . htmlentities($tag, ENT_QUOTES, 'UTF-8') . '</li>';
}, $tags);

echo '<p>You entered ' . count($tags) . ' tags:</p>';
echo '<ul>' . implode('', $items) . '</ul>';
