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

// A target whose scheme and host are constant, or a path on this site, stays on that host.
function h8_fixed_targets()
{
    $p = $_GET['p'];
    // ok: php-open-redirect
    header('Location: https://shop.example.com/' . $p);
    // ok: php-open-redirect
    header('Location: /search?q=' . $p);
    // ruleid: php-open-redirect
    header('Location: /' . $p);
    // ruleid: php-open-redirect
    header('Location: https://shop.example.com' . $p);
    // ok: php-open-redirect
    wp_redirect('https://shop.example.com/' . $p);
    if (!preg_match('/^https:\/\/shop\.example\.com\//', $p)) {
        exit;
    }
    // ok: php-open-redirect
    header('Location: ' . $p);
}
