<?php
if (!is_uploaded_file($_FILES['feed']['tmp_name'] ?? '')) {
    exit('no feed uploaded');
}

$reader = new XMLReader();
$reader->open($_FILES['feed']['tmp_name'], 'UTF-8', LIBXML_NONET);

$titles = [];
while ($reader->read()) {
    if ($reader->nodeType === XMLReader::ELEMENT && $reader->name === 'title') {
        $titles[] = $reader->readString();
    }
}
$reader->close();

echo '<ul><li>' . implode('</li><li>', array_map('htmlspecialchars', $titles)) . '</li></ul>';
