<?php
$reader = new XMLReader();
$reader->XML($_POST['payload']);
while ($reader->read()) {
    if ($reader->nodeType === XMLReader::TEXT) {
        echo htmlspecialchars($reader->value);
    }
}
