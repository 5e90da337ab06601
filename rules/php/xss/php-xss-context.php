<?php
$user = $_GET['user'] ?? '';
$color = htmlspecialchars($_GET['color'] ?? '');
$site = $_POST['website'] ?? '';
?>
<script>
  // ruleid: php-xss-context
  var current = '<?php echo htmlspecialchars($user); ?>';
  // ok: php-xss-context
  var safe = <?= json_encode($user, JSON_HEX_TAG | JSON_HEX_APOS | JSON_HEX_QUOT) ?>;
  // ok: php-xss-context
  var id = <?= (int) $_GET['id'] ?>;
</script>
<?php
// ruleid: php-xss-context
?><div class=box-<?= $color ?>>x</div>
<?php
// ok: php-xss-context
?><div class="box-<?= $color ?>">x</div>
<?php
// ruleid: php-xss-context
?><a href="<?= htmlspecialchars($site, ENT_QUOTES) ?>">site</a>
<?php
// ok: php-xss-context
?><a href="/profile?u=<?= urlencode($user) ?>">profile</a>
<?php
// ok: php-xss-context
?><a href="/users/<?= htmlspecialchars($user) ?>">profile</a>
<?php
// ruleid: php-xss-context
?><button onclick="select('<?= htmlspecialchars($user) ?>')">pick</button>
<?php
// ruleid: php-xss-context
echo '<a href="' . htmlspecialchars($site) . '">site</a>';
// ok: php-xss-context
echo '<a title="' . htmlspecialchars($site) . '">site</a>';
if (preg_match('#^https?://#i', $site)) {
    // ok: php-xss-context
    echo '<a href="' . htmlspecialchars($site) . '">site</a>';
}
?>
<?php
// ok: php-xss-context
?><form action="<?= htmlspecialchars($_SERVER['PHP_SELF'], ENT_QUOTES) ?>" method="post"></form>
<?php
// ruleid: php-xss-context
?><a href="<?= htmlspecialchars($_SERVER['HTTP_REFERER'] ?? '/') ?>">back</a>
<?php
// A raw value at the start of a URL attribute still breaks out of the quotes.
// ruleid: php-xss
?><form action="<?= $_SERVER['PHP_SELF'] ?>"></form>
<?php
// ruleid: php-xss-context
?><div class=<?= $_SERVER['PHP_SELF'] ?>></div>
