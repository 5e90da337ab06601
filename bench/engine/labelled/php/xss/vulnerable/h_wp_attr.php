<?php
function newsletter_form() {
    $email = isset($_POST['email']) ? $_POST['email'] : '';
    echo '<form method="post"><input type="email" name="email" value="' . $email . '"></form>';
}
add_shortcode('newsletter', 'newsletter_form');
