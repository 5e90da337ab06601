<?php
$count = $_POST['count'] ?? 0;
printf("<p>You ordered %d items</p>", $count);
