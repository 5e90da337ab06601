<?php
$site = $_POST['website'] ?? '';
$name = $_POST['name'] ?? '';
if (!preg_match('#^https?://#i', $site)) {
    $site = '#';
}
?>
<div class="profile">
  <a href="<?= htmlspecialchars($site, ENT_QUOTES) ?>"><?= htmlspecialchars($name) ?></a>
</div>
