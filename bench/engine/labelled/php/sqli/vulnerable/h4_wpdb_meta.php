<?php
/*
 * Plugin Name: Simple Member Lookup
 */

function sml_lookup_member() {
    global $wpdb;
    $member = isset($_POST['member']) ? sanitize_text_field($_POST['member']) : '0';
    $table = $wpdb->prefix . 'members';
    $row = $wpdb->get_row("SELECT * FROM $table WHERE id = $member");
    if ($row) {
        wp_send_json_success(['id' => (int) $row->id]);
    }
    wp_send_json_error();
}
add_action('wp_ajax_sml_lookup', 'sml_lookup_member');
