<?php
$feed = file_get_contents($_POST['feed_url']);
