<?php
$color = htmlspecialchars($_GET['color'] ?? '');
// ruleid: php-xss-attribute
?><div class=box-<?= $color ?>>x</div>
<?php
// ok: php-xss-attribute
?><div class="box-<?= $color ?>">x</div>
<?php
// ruleid: php-xss-attribute
?><div class=<?= $_SERVER['PHP_SELF'] ?>></div>
<?php
// ruleid: php-xss-attribute
?><input type="checkbox" <?= htmlspecialchars($_GET['extra'] ?? '') ?>>
<?php
// ok: php-xss-attribute
?><td class=cell-<?= (int) $_GET['n'] ?>>n</td>
