<div class="tabs">
<?php include __DIR__ . '/tab-' . $tab . '.php'; ?> <!-- expect: php-file-inclusion -->
</div>
