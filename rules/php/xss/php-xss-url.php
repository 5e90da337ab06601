<?php
$user = $_GET['user'] ?? '';
$site = $_POST['website'] ?? '';
// ruleid: php-xss-url
?><a href="<?= htmlspecialchars($site, ENT_QUOTES) ?>">site</a>
<?php
// ok: php-xss-url
?><a href="/profile?u=<?= urlencode($user) ?>">profile</a>
<?php
// ok: php-xss-url
?><a href="/users/<?= htmlspecialchars($user) ?>">profile</a>
<?php
// ruleid: php-xss-url
echo '<a href="' . htmlspecialchars($site) . '">site</a>';
if (preg_match('#^https?://#i', $site)) {
    // ok: php-xss-url
    echo '<a href="' . htmlspecialchars($site) . '">site</a>';
}
// ok: php-xss-url
?><form action="<?= htmlspecialchars($_SERVER['PHP_SELF'], ENT_QUOTES) ?>" method="post"></form>
<?php
// ruleid: php-xss-url
?><a href="<?= htmlspecialchars($_SERVER['HTTP_REFERER'] ?? '/') ?>">back</a>
<?php
// ok: php-xss-url
?><a href="<?= esc_url($site) ?>">site</a>
<?php
// A raw value at the start of a URL attribute still breaks out of the quotes.
// ruleid: php-xss, php-xss-url
?><a href="<?= $site ?>">site</a>
<?php
// ruleid: php-xss
?><form action="<?= $_SERVER['PHP_SELF'] ?>"></form>
<?php
// ruleid: php-xss-url
printf('<a href="%s">%s</a>', htmlspecialchars($site), htmlspecialchars($user));
// ok: php-xss-url
printf('<a href="/u/%s">%s</a>', htmlspecialchars($site), htmlspecialchars($user));
// ruleid: php-xss-url
print '<img src="' . htmlspecialchars($site) . '">';
