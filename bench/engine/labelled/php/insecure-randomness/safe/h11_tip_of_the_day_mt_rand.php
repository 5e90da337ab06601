<?php
$tips = [
    'Use keyboard shortcuts to move faster.',
    'You can drag and drop files onto the upload area.',
    'Star important projects to pin them to the top.',
    'Press ? anywhere to see all shortcuts.',
];

$index = mt_rand(0, count($tips) - 1);
$accent = sprintf('#%06X', mt_rand(0, 0xFFFFFF));
?>
<aside class="tip" style="border-color: <?= $accent ?>">
    <strong>Tip:</strong> <?= htmlspecialchars($tips[$index]) ?>
</aside>
