<?php
$reader = new XMLReader();
$reader->open($_FILES['catalog']['tmp_name']);
$count = 0;
while ($reader->read()) {
    if ($reader->nodeType === XMLReader::ELEMENT && $reader->name === 'item') {
        $count++;
    }
}
$reader->close();
echo "$count items";
