<?php
class FeedImporter
{
    public function parse(string $path): array
    {
        $doc = new DOMDocument();
        $doc->load($path, LIBXML_NOENT);
        $titles = [];
        foreach ($doc->getElementsByTagName('title') as $t) {
            $titles[] = $t->nodeValue;
        }
        return $titles;
    }
}

if (!isset($_FILES['feed']) || $_FILES['feed']['error'] !== UPLOAD_ERR_OK) {
    exit('no feed uploaded');
}

$importer = new FeedImporter();
$titles = $importer->parse($_FILES['feed']['tmp_name']);
echo count($titles) . ' items imported';
