<?php
function render_error($message) {
    echo "<div class='error'>Error: " . $message . "</div>";
}
if (empty($_POST['email'])) {
    render_error("missing email for user " . $_POST['user']);
}
