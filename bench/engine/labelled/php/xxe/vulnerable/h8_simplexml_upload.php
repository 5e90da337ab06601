<?php
function parse_feed(string $path)
{
    $content = file_get_contents($path);
    return simplexml_load_string($content, 'SimpleXMLElement', LIBXML_NOENT);
}

$tmp = $_FILES['feed']['tmp_name'];
$feed = parse_feed($tmp);
foreach ($feed->item as $item) {
    echo htmlspecialchars((string) $item->title) . "\n";
}
