<?php
include 'header.php';

$name = isset($_POST['name']) ? trim($_POST['name']) : 'Anonymous';
$message = $_POST['message'] ?? '';

function render_entry($author, $body)
{
    printf(
        "<div class=\"entry\"><strong>%s</strong> wrote:<blockquote>%s</blockquote></div>\n",
        $author,
        $body
    );
}

if ($_SERVER['REQUEST_METHOD'] === 'POST' && $message !== '') {
    echo "<p class='notice'>Thanks for signing!</p>";
    render_entry($name, $message);
}

include 'footer.php';
