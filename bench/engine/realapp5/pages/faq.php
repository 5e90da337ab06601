<?php
$questions = [
    'How do I reset my password?' => 'Use the link on the sign-in page; we send a code to your e-mail address.',
    'How fast do you answer?' => 'Usually within one working day.',
    'Can I attach files?' => 'Yes, up to 5 MB per file (PDF, PNG, JPEG).',
];
?>
<section class="faq">
<?php foreach ($questions as $q => $a): ?>
  <h3><?= e($q) ?></h3>
  <p><?= e($a) ?></p>
<?php endforeach; ?>
<?php if (isset($_GET['highlight'])): ?>
  <p class="hint">You searched for: <?= $_GET['highlight'] ?></p>
<?php endif; ?>
</section>
