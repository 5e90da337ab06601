<?php
/*
 * Plugin Name: Hello Banner
 */
function hb_banner_shortcode($atts) {
    $msg = isset($_GET['banner']) ? wp_unslash($_GET['banner']) : 'Hello';
    return '<div class="hb-banner">' . esc_html($msg) . '</div>';
}
add_shortcode('hello_banner', 'hb_banner_shortcode');

function hb_admin_notice() {
    echo '<div class="notice">' . esc_html($_REQUEST['notice'] ?? '') . '</div>';
}
add_action('admin_notices', 'hb_admin_notice');
