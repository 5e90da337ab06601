<?php
function myplugin_after_login() {
    if (isset($_GET['redirect_to'])) {
        wp_safe_redirect($_GET['redirect_to']);
        exit;
    }
}
add_action('template_redirect', 'myplugin_after_login');
