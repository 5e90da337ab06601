<?php
/*
 * Plugin Name: Notices
 */
add_action('admin_notices', function () {
    if (!empty($_GET['notice'])) {
        echo '<div class="notice notice-info"><p>' . esc_html($_GET['notice']) . '</p></div>';
    }
});
