<?php
function myplugin_delete_entry()
{
    global $wpdb;
    $entry = $_GET['entry'];
    $wpdb->query("DELETE FROM {$wpdb->prefix}guestbook WHERE id = " . $entry);
    wp_redirect(admin_url('admin.php?page=guestbook'));
    exit;
}
add_action('admin_post_guestbook_delete', 'myplugin_delete_entry');
