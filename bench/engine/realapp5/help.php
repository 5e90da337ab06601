<?php
require_once 'includes/header.php';

$topics = ['faq' => 'Frequently asked questions', 'contact' => 'Contact us', 'about' => 'About Deskline'];
$topic = isset($_GET['topic']) ? $_GET['topic'] : 'faq';
if (!array_key_exists($topic, $topics)) {
    $topic = 'faq';
}
?>
<h1><?= e($topics[$topic]) ?></h1>
<aside>
<?php foreach ($topics as $key => $label): ?>
  <a href="help.php?topic=<?= $key ?>"><?= $label ?></a>
<?php endforeach; ?>
</aside>
<?php
include __DIR__ . '/pages/' . $topic . '.php';
require_once 'includes/footer.php';
