<?php
function render_error($message) {
    echo "<div class='error'>Error: " . htmlspecialchars($message, ENT_QUOTES) . "</div>";
}
if (empty($_POST['email'])) {
    render_error("missing email for user " . $_POST['user']);
}
