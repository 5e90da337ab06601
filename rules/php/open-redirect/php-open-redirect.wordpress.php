<?php
function h8_after_vote()
{
    // esc_url_raw keeps `https://evil.example/` as it is: no redirect check.
    // ruleid: php-open-redirect
    wp_redirect(esc_url_raw($_POST['redirect_to']));
    // ok: php-open-redirect
    wp_redirect(wp_validate_redirect($_POST['redirect_to'], home_url('/')));
    // ok: php-open-redirect
    wp_safe_redirect($_POST['redirect_to']);
    // The site's own URL with a path appended stays on the site.
    // ok: php-open-redirect
    header('Location: ' . admin_url('admin.php?page=' . $_GET['page']));
    // ruleid: php-open-redirect
    header('Location: ' . $_GET['page']);
    exit;
}
