<?php
function widget_save_ajax() {
    $opts = maybe_unserialize(wp_unslash($_POST['opts']));
    update_option('widget_opts', $opts);
    wp_send_json_success();
}
add_action('wp_ajax_widget_save', 'widget_save_ajax');
