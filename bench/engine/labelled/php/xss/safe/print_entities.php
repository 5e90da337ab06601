<?php
$comment = htmlentities($_POST['comment'], ENT_QUOTES);
print "<div class=\"comment\">$comment</div>";
