<?php
add_action('admin_post_import_feed', 'fi_import_feed');

function fi_import_feed() {
    $feed = esc_url_raw(wp_unslash($_POST['feed_url']));
    $response = wp_safe_remote_get($feed, ['timeout' => 10]);
    if (is_wp_error($response)) {
        wp_die('Could not fetch feed');
    }
    update_option('fi_last_feed', wp_remote_retrieve_body($response));
    wp_safe_redirect(admin_url('options-general.php?page=feed-import'));
    exit;
}
