<?php
function acme_handle_logout()
{
    wp_logout();
    $to = isset($_GET['redirect_to']) ? $_GET['redirect_to'] : home_url();
    wp_safe_redirect($to);
    exit;
}
add_action('admin_post_acme_logout', 'acme_handle_logout');
