<?php
$state = json_decode(base64_decode($_POST['state']), true);
