<?php
function myplugin_delete_entry()
{
    global $wpdb;
    $entry = $_GET['entry'];
    $wpdb->query($wpdb->prepare("DELETE FROM {$wpdb->prefix}guestbook WHERE id = %d", $entry));
    wp_redirect(admin_url('admin.php?page=guestbook'));
    exit;
}
add_action('admin_post_guestbook_delete', 'myplugin_delete_entry');
