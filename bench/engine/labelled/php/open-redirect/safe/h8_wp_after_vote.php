<?php
add_action('admin_post_nopriv_cast_vote', 'pv_cast_vote');
add_action('admin_post_cast_vote', 'pv_cast_vote');

function pv_cast_vote() {
    $poll = absint($_POST['poll_id']);
    pv_record_vote($poll, sanitize_text_field($_POST['choice']));
    $back = isset($_POST['redirect_to']) ? $_POST['redirect_to'] : home_url('/');
    wp_safe_redirect($back);
    exit;
}
