<?php
$comment = $_POST['comment'];
print "<div class=\"comment\">$comment</div>";
