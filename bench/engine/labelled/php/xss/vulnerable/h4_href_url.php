<?php
$site = $_POST['website'] ?? '';
$name = $_POST['name'] ?? '';
?>
<div class="profile">
  <a href="<?= htmlspecialchars($site, ENT_QUOTES) ?>"><?= htmlspecialchars($name) ?></a>
</div>
