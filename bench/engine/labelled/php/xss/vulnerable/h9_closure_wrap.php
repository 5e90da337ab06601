<?php
$bold = function ($s) {
    return "<strong>$s</strong>";
};
echo 'Welcome, ' . $bold($_GET['name']);
