<?php
$author = htmlspecialchars($_POST['author'], ENT_QUOTES, 'UTF-8');
$comment = htmlspecialchars($_POST['comment'], ENT_QUOTES, 'UTF-8');
print <<<HTML
<article>
  <h3>{$author}</h3>
  <p>{$comment}</p>
</article>
HTML;
