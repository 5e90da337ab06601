<?php
$author = $_POST['author'];
$comment = $_POST['comment'];
print <<<HTML
<article>
  <h3>{$author}</h3>
  <p>{$comment}</p>
</article>
HTML;
