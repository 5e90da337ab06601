<?php
$name = trim($_POST['name']);
printf("<p>Thanks, %s! Your order is placed.</p>", $name);
