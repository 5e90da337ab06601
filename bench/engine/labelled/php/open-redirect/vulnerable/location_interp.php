<?php
$to = $_POST['return_to'];
header("Location: $to");
