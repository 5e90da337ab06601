<?php
$reader = new XMLReader();
$reader->XML($_POST['feed']);
$reader->setParserProperty(XMLReader::SUBST_ENTITIES, false);
while ($reader->read()) {
    if ($reader->nodeType === XMLReader::TEXT) {
        echo htmlspecialchars($reader->value), "\n";
    }
}
