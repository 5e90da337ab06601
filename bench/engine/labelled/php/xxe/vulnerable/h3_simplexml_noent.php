<?php
$body = $_POST['xml'];
$opts = LIBXML_NOENT;
$s = simplexml_load_string($body, 'SimpleXMLElement', $opts);
echo htmlspecialchars((string)$s->title);
