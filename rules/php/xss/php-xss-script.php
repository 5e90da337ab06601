<?php
$user = $_GET['user'] ?? '';
?>
<script>
  // ruleid: php-xss-script
  var current = '<?php echo htmlspecialchars($user); ?>';
  // ok: php-xss-script
  var safe = <?= json_encode($user, JSON_HEX_TAG | JSON_HEX_APOS | JSON_HEX_QUOT) ?>;
  // ok: php-xss-script
  var id = <?= (int) $_GET['id'] ?>;
</script>
<?php
// ruleid: php-xss-script
?><button onclick="select('<?= htmlspecialchars($user) ?>')">pick</button>
<?php
// ok: php-xss-script, php-xss-attribute, php-xss-url
echo '<a title="' . htmlspecialchars($user) . '">site</a>';
// ruleid: php-xss-script
echo '<script>var u = "' . htmlspecialchars($user) . '";</script>';
// ok: php-xss-script
echo '<script>var u = "' . esc_js($user) . '";</script>';
