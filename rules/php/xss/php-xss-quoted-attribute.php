<?php
$title = strip_tags($_GET['title'] ?? '');
// ruleid: php-xss-quoted-attribute
echo '<img src="/static/cover.png" alt="' . $title . '">';
// ok: php-xss-quoted-attribute
echo '<img src="/static/cover.png" alt="' . htmlspecialchars($title, ENT_QUOTES) . '">';
// ok: php-xss-quoted-attribute
echo '<p>' . $title . '</p>';
// ruleid: php-xss-quoted-attribute
?><input name="q" value="<?= $_GET['q'] ?? '' ?>">
<?php
// ok: php-xss-quoted-attribute
?><input name="page" value="<?= (int) ($_GET['page'] ?? 1) ?>">
<?php
// ok: php-xss-quoted-attribute
?><a title='<?= urlencode($_GET['tag'] ?? '') ?>' href="/tags">tags</a>
<?php
$config = ['q' => $_GET['q'] ?? ''];
// ok: php-xss-quoted-attribute
?><div data-config='<?= json_encode($config, JSON_HEX_TAG | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_HEX_AMP) ?>'></div>
<?php
// ruleid: php-xss-quoted-attribute
?><div data-config='<?= json_encode($config, JSON_HEX_TAG) ?>'></div>
<?php
// sanitize_text_field leaves quotes: inside an attribute it does not protect.
function h8_sanitized_attribute()
{
    $title = sanitize_text_field($_POST['title']);
    // ruleid: php-xss-quoted-attribute
    echo '<input value="' . $title . '">';
}
