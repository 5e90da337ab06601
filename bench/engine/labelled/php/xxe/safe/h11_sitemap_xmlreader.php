<?php
$upload = $_FILES['sitemap']['tmp_name'] ?? null;
if ($upload === null || !is_uploaded_file($upload)) {
    exit('no sitemap');
}

$reader = new XMLReader();
$reader->open($upload);

$urls = [];
while ($reader->read()) {
    if ($reader->nodeType === XMLReader::ELEMENT && $reader->localName === 'loc') {
        $urls[] = $reader->readString();
    }
}
$reader->close();

echo count($urls) . ' URLs found';
