<?php
$title = 'Import tickets';
require_once '../includes/header.php';
require_admin();

$imported = 0;
if ($_SERVER['REQUEST_METHOD'] === 'POST' && isset($_FILES['xml'])) {
    check_csrf();
    $xml = file_get_contents($_FILES['xml']['tmp_name']);
    if (isset($_POST['legacy'])) {
        // Exports from the old desk use entities for the signature blocks.
        $doc = simplexml_load_string($xml, 'SimpleXMLElement', LIBXML_NOENT | LIBXML_DTDLOAD);
    } else {
        $doc = simplexml_load_string($xml, 'SimpleXMLElement', LIBXML_NONET);
    }
    if ($doc !== false) {
        $stmt = db()->prepare('INSERT INTO tickets (subject, description, status, priority) VALUES (?, ?, ?, ?)');
        foreach ($doc->ticket as $t) {
            $stmt->execute([(string) $t->subject, (string) $t->body, 'open', (int) $t->priority]);
            $imported++;
        }
    }
}

if (isset($_FILES['contacts'])) {
    $dom = new DOMDocument();
    $dom->loadXML(file_get_contents($_FILES['contacts']['tmp_name']), LIBXML_NOENT);
    foreach ($dom->getElementsByTagName('contact') as $node) {
        db()->prepare('INSERT INTO contacts (email) VALUES (?)')->execute([$node->getAttribute('email')]);
    }
}

if (isset($_FILES['mapping'])) {
    $map = new DOMDocument();
    $map->loadXML(file_get_contents($_FILES['mapping']['tmp_name']));
}
?>
<h1>Import tickets</h1>
<?php if ($imported): ?><p><?= (int) $imported ?> tickets imported.</p><?php endif; ?>
<form method="post" enctype="multipart/form-data">
  <input type="hidden" name="csrf" value="<?= csrf_token() ?>">
  <input type="file" name="xml">
  <label><input type="checkbox" name="legacy"> Old desk format</label>
  <button>Import</button>
</form>
<?php require_once '../includes/footer.php'; ?>
