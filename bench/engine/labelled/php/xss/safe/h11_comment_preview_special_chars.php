<?php
$author = filter_input(INPUT_POST, 'author', FILTER_SANITIZE_FULL_SPECIAL_CHARS);
$body = filter_input(INPUT_POST, 'body', FILTER_SANITIZE_FULL_SPECIAL_CHARS);

if ($author === null || $author === '' ) {
    $author = 'Anonymous';
}
?>
<div class="preview">
    <p class="author"><?php echo $author; ?> wrote:</p>
    <div class="body"><?php echo nl2br((string) $body); ?></div>
</div>
