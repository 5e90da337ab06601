<?php
$state = unserialize(base64_decode($_POST['state']));
