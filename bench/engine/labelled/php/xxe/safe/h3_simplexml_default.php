<?php
$body = $_POST['xml'];
$s = simplexml_load_string($body);
echo htmlspecialchars((string)$s->title);
