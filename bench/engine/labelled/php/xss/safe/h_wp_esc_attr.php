<?php
function newsletter_form() {
    $email = isset($_POST['email']) ? sanitize_text_field(wp_unslash($_POST['email'])) : '';
    echo '<form method="post"><input type="email" name="email" value="' . esc_attr($email) . '"></form>';
}
add_shortcode('newsletter', 'newsletter_form');
