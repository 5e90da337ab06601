<?php
$reader = new XMLReader();
$reader->XML($_POST['payload']);
$reader->setParserProperty(XMLReader::SUBST_ENTITIES, true);
while ($reader->read()) {
    if ($reader->nodeType === XMLReader::TEXT) {
        echo htmlspecialchars($reader->value);
    }
}
