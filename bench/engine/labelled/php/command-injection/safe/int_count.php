<?php
$count = (int) $_GET['count'];
exec("ping -c $count 127.0.0.1", $out);
